import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadShopPage } from '../lib/server/shop-page-loader';
import { ShopPage, type CatalogPages } from '../lib/shop-page';
import { ProductPage } from '../pages/storefront/ProductPage';
import { ProductPageV3 } from '../pages/storefront-v3/ProductPageV3';

const PAGES: CatalogPages = { v1: ProductPage, v3: ProductPageV3 };

export const loader = (args: LoaderFunctionArgs) => loadShopPage(args, '/products/:productId', PAGES);

export default function Product() {
  return <ShopPage pages={PAGES} state={useLoaderData<typeof loader>().dehydratedState} />;
}
