import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadShopPage } from '../lib/server/shop-page-loader';
import { ShopPage, type CatalogPages } from '../lib/shop-page';
import { CategoryPageV3 } from '../pages/storefront-v3/CategoryPageV3';

// A v1 store has collections, shown as a filter of the shop, and no category pages.
const PAGES: CatalogPages = { v3: CategoryPageV3 };

export const loader = (args: LoaderFunctionArgs) => loadShopPage(args, '/categories/:slug', PAGES);

export default function Category() {
  return <ShopPage pages={PAGES} state={useLoaderData<typeof loader>().dehydratedState} />;
}
