import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadShopPage } from '../lib/server/shop-page-loader';
import { ShopPage, type CatalogPages } from '../lib/shop-page';
import { CatalogPage } from '../pages/storefront/CatalogPage';
import { CatalogPageV3 } from '../pages/storefront-v3/CatalogPageV3';

const PAGES: CatalogPages = { v1: CatalogPage, v3: CatalogPageV3 };

export const loader = (args: LoaderFunctionArgs) => loadShopPage(args, '/', PAGES);

export default function Shop() {
  return <ShopPage pages={PAGES} state={useLoaderData<typeof loader>().dehydratedState} />;
}
