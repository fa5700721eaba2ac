import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { loadShopPage } from '../lib/server/shop-page-loader';
import { shopPageHead } from '../lib/seo/listing-page-head';
import { pageMeta } from '../lib/seo/page-head';
import { ShopPage, type CatalogPages } from '../lib/shop-page';
import { CatalogPage } from '../pages/storefront/CatalogPage';
import { CatalogPageV3 } from '../pages/storefront-v3/CatalogPageV3';

const PAGES: CatalogPages = { v1: CatalogPage, v3: CatalogPageV3 };

export const loader = (args: LoaderFunctionArgs) => loadShopPage(args, '/', PAGES, shopPageHead);

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => (loaderData ? pageMeta(loaderData.head) : []);

export default function Shop() {
  return <ShopPage pages={PAGES} state={useLoaderData<typeof loader>().dehydratedState} />;
}
