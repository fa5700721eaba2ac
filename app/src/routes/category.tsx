import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { loadShopPage } from '../lib/server/shop-page-loader';
import { categoryPageHead } from '../lib/seo/listing-page-head';
import { pageMeta } from '../lib/seo/page-head';
import { ShopPage, type CatalogPages } from '../lib/shop-page';
import { CollectionPage } from '../pages/storefront/CollectionPage';
import { CategoryPageV3 } from '../pages/storefront-v3/CategoryPageV3';

// A v1 store's collections are its categories: each has a page at its slug, as a v3 store's categories do.
const PAGES: CatalogPages = { v1: CollectionPage, v3: CategoryPageV3 };

export const loader = (args: LoaderFunctionArgs) => loadShopPage(args, '/categories/:slug', PAGES, categoryPageHead);

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => (loaderData ? pageMeta(loaderData.head) : []);

export default function Category() {
  return <ShopPage pages={PAGES} state={useLoaderData<typeof loader>().dehydratedState} />;
}
