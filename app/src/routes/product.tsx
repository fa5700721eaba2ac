import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { loadShopPage } from '../lib/server/shop-page-loader';
import { pageMeta } from '../lib/seo/page-head';
import { productPageHead } from '../lib/seo/product-page-head';
import { ShopPage, type CatalogPages } from '../lib/shop-page';
import { ProductPage } from '../pages/storefront/ProductPage';
import { ProductPageV3 } from '../pages/storefront-v3/ProductPageV3';

const PAGES: CatalogPages = { v1: ProductPage, v3: ProductPageV3 };

export const loader = (args: LoaderFunctionArgs) => loadShopPage(args, '/products/:slug', PAGES, productPageHead);

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => (loaderData ? pageMeta(loaderData.head) : []);

export default function Product() {
  return <ShopPage pages={PAGES} state={useLoaderData<typeof loader>().dehydratedState} />;
}
