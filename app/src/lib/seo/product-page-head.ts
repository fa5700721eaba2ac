import { redirect } from 'react-router';
import type { GetProductBySlugV3Response } from 'sitekit';
import type { ProductsPage } from 'sitekit/react';
import { isNotFound } from '../error-message';
import type { RenderedShopPage } from '../server/shop-page-loader';
import { foundOrNotFound, foundUnlessFailed, notFound } from './not-found';
import type { PageHead } from './page-head';
import { pageRead } from './page-reads';
import { productFactsV1, productFactsV3, type ProductFacts } from './product-facts';
import { summary } from './plain-text';
import { productPath } from './shop-paths';
import { productStructuredData } from './structured-data';

/**
 * The head of a product page, from the product the page read by its slug. An address with the product's id instead
 * (the shop's older links) answers a permanent redirect to its slug's; an address with neither answers 404.
 */
export async function productPageHead(page: RenderedShopPage): Promise<PageHead> {
  const product = shownProduct(page) ?? (await productAtOldAddress(page));
  const url = new URL(productPath(product), page.request.url).href;
  if (product.slug && product.slug !== page.params.slug) throw redirect(url, 301);
  return {
    title: product.name,
    description: summary(product.description) || `${product.name}, in the shop.`,
    canonicalUrl: url,
    type: 'product',
    image: product.image,
    structuredData: [productStructuredData(product, url)],
  };
}

/** The product the page shows, or undefined when there is none at this slug (any other failure is thrown). */
function shownProduct({ store, queryClient }: RenderedShopPage): ProductFacts | undefined {
  const { apiUrl } = store.config;
  if (store.catalog === 'v3') {
    const read = pageRead<GetProductBySlugV3Response>(queryClient, 'getProductBySlugV3');
    const product = foundUnlessFailed(read.data?.product, read.error);
    return product && productFactsV3(product, apiUrl);
  }
  const read = pageRead<ProductsPage>(queryClient, 'queryProducts');
  const product = foundUnlessFailed(read.data?.items[0], read.error);
  return product && productFactsV1(product, apiUrl);
}

/** The product whose id is the address's slug: the address the shop linked before it had slugs. */
async function productAtOldAddress({ store, params }: RenderedShopPage): Promise<ProductFacts> {
  const id = params.slug ?? '';
  const { apiUrl } = store.config;
  try {
    if (store.catalog === 'v3') return productFactsV3(await store.shopper.productsV3.getProduct(id), apiUrl);
    const { product } = await store.shopper.products.getProduct(id);
    return foundOrNotFound(product && productFactsV1(product, apiUrl), undefined);
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
}
