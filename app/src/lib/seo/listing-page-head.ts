import type { Category, Collection, GetCategoryBySlugResponse, SearchProductsV3Response } from 'sitekit';
import type { ProductsPage } from 'sitekit/react';
import type { RenderedShopPage } from '../server/shop-page-loader';
import { STOREFRONT_PAGE_SIZE } from '../storefront-query';
import { STOREFRONT_V3_PAGE_SIZE } from '../storefront-v3-search';
import { foundOrNotFound, foundUnlessFailed, notFound } from './not-found';
import { STORE_NAME, type PageHead } from './page-head';
import { countOf } from '../count-words';
import { pageRead } from './page-reads';
import { plainText, summary } from './plain-text';
import { categoryPath, productPath } from './shop-paths';
import { itemListStructuredData, type ListedProduct } from './structured-data';
import { listingCanonicalUrl, listingPageOf } from './listing-address';

/** The products a shop or category page lists, as it lists them. */
interface ListedPage {
  products: ListedProduct[];
  /** How many products the search finds on every page, when the store counted them. */
  total: number | undefined;
  /** The position of the page's first product in the whole list (one-based). */
  first: number;
}

/** The head of the shop: all products, or the results of the search in the address. */
export function shopPageHead(page: RenderedShopPage): PageHead {
  const listed = listedProducts(page);
  const words = new URL(page.request.url).searchParams.get('q')?.trim();
  return listingHead(page, listed, words ? `Results for “${words}”` : 'All products', undefined, '/');
}

/** The head of a category page (a collection's in a catalog v1 store); 404 for a hidden or missing category. */
export function categoryPageHead(page: RenderedShopPage): PageHead {
  const category = page.store.catalog === 'v3' ? shownCategory(page) : shownCollection(page);
  const about = summary(plainText(category.description));
  return listingHead(page, listedProducts(page), category.name ?? '', about, categoryPath(category.slug ?? ''));
}

function shownCategory({ queryClient }: RenderedShopPage): Category {
  const read = pageRead<GetCategoryBySlugResponse>(queryClient, 'getCategoryBySlug');
  const category = foundOrNotFound(read.data?.category, read.error);
  // Visitors get 404 for a hidden category; the shop does not show one it is handed either.
  return category.visible === false ? notFound() : category;
}

function shownCollection({ queryClient }: RenderedShopPage): Collection {
  const read = pageRead<{ collection?: Collection }>(queryClient, 'getCollectionBySlug');
  return foundOrNotFound(read.data?.collection, read.error);
}

function listingHead(
  { request, store }: RenderedShopPage,
  { products, total, first }: ListedPage,
  title: string,
  about: string | undefined,
  path: string,
): PageHead {
  const count = total ?? products.length;
  const names = products.slice(0, 3).map((product) => product.name);
  const among = names.length < count ? 'including' : 'namely';
  const listing = count === 0 ? 'No products yet.' : `${countOf(count, 'product')}, ${among} ${listedNames(names)}.`;
  return {
    title,
    description: summary(about ? `${about} ${listing}` : `${title} at ${STORE_NAME}: ${listing}`),
    canonicalUrl: listingCanonicalUrl(store.catalog, request.url, path),
    structuredData: [itemListStructuredData(products, first)],
  };
}

/** The products the page lists, from the very answers its list and count showed. */
function listedProducts({ store, queryClient, request }: RenderedShopPage): ListedPage {
  const listed = (product: { name?: string; slug?: string; id?: string }) => ({
    name: product.name ?? '',
    url: new URL(productPath(product), request.url).href,
  });
  const pageNumber = listingPageOf(store.catalog, new URL(request.url).searchParams).number;
  if (store.catalog === 'v3') {
    const read = pageRead<SearchProductsV3Response>(queryClient, 'searchProductsV3');
    const count = pageRead<{ count?: number }>(queryClient, 'countProductsV3').data?.count;
    const products = foundUnlessFailed(read.data, read.error)?.products ?? [];
    return { products: products.map(listed), total: count, first: (pageNumber - 1) * STOREFRONT_V3_PAGE_SIZE + 1 };
  }
  const read = pageRead<ProductsPage>(queryClient, 'queryProducts');
  const found = foundUnlessFailed(read.data, read.error);
  return {
    products: (found?.items ?? []).map(listed),
    total: found?.totalCount,
    first: (pageNumber - 1) * STOREFRONT_PAGE_SIZE + 1,
  };
}

/** Names as a sentence lists them: "A, B and C". */
const listedNames = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
