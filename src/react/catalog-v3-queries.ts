import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ProductCount, SingleProductFieldsOptions, ProductFieldsOptions } from '../catalog-v3/products-v3.js';
import type { InventoryItemsCount } from '../catalog-v3/inventory-items-v3.js';
import type { VariantFieldsOptions, VariantSearchOptions } from '../catalog-v3/read-only-variants-v3.js';
import type { CatalogV3 } from '../catalog-v3/index.js';
import type { ReadOptions } from './catalog-queries.js';
import {
  useCursorInfinite,
  useCursorRead,
  type CursorInfiniteOptions,
  type CursorReadInput,
  type CursorReadSpec,
} from './cursor-read-hooks.js';
import { catalogV3QueryKeys as keys } from './query-keys-v3.js';
import type { ReactSiteClient } from './site-binding.js';
import { useSiteValue } from './site-provider.js';

type Answer<M extends keyof CatalogV3, K extends keyof CatalogV3[M]> = CatalogV3[M][K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

/** A single v3 read: the key from `catalogQueryKeys`, the function the site client's own call. */
function useV3Read<TData>(
  queryKey: (context: ReturnType<typeof useSiteValue>['context']) => QueryKey,
  run: (site: ReactSiteClient, signal: AbortSignal) => Promise<TData>,
  query?: ReadOptions<TData>,
) {
  const { site, context } = useSiteValue();
  return useQuery({ ...query, queryKey: queryKey(context), queryFn: ({ signal }) => run(site, signal) });
}

export const useGetCatalogVersion = (query?: ReadOptions<Answer<'catalogVersioning', 'getCatalogVersion'>>) =>
  useV3Read(keys.getCatalogVersion, (site, signal) => site.catalogVersioning.getCatalogVersion({ signal }), query);

export const useGetProductV3 = (
  productId: string,
  options?: SingleProductFieldsOptions,
  query?: ReadOptions<Answer<'productsV3', 'getProduct'>>,
) =>
  useV3Read(
    (context) => keys.getProductV3(context, productId, options),
    (site, signal) => site.productsV3.getProduct(productId, options, { signal }),
    query,
  );

export const useGetProductBySlugV3 = (
  slug: string,
  options?: SingleProductFieldsOptions,
  query?: ReadOptions<Answer<'productsV3', 'getProductBySlug'>>,
) =>
  useV3Read(
    (context) => keys.getProductBySlugV3(context, slug, options),
    (site, signal) => site.productsV3.getProductBySlug(slug, options, { signal }),
    query,
  );

export const useGetAllProductsCategoryV3 = (query?: ReadOptions<Answer<'productsV3', 'getAllProductsCategory'>>) =>
  useV3Read(keys.getAllProductsCategoryV3, (site, signal) => site.productsV3.getAllProductsCategory({ signal }), query);

export const useCountProductsV3 = (count?: ProductCount, query?: ReadOptions<Answer<'productsV3', 'countProducts'>>) =>
  useV3Read(
    (context) => keys.countProductsV3(context, count),
    (site, signal) => site.productsV3.countProducts(count, { signal }),
    query,
  );

export const useGetInventoryItemV3 = (
  inventoryItemId: string,
  query?: ReadOptions<Answer<'inventoryItemsV3', 'getInventoryItem'>>,
) =>
  useV3Read(
    (context) => keys.getInventoryItemV3(context, inventoryItemId),
    (site, signal) => site.inventoryItemsV3.getInventoryItem(inventoryItemId, { signal }),
    query,
  );

export const useCountInventoryItemsV3 = (
  count?: InventoryItemsCount,
  query?: ReadOptions<Answer<'inventoryItemsV3', 'countInventoryItems'>>,
) =>
  useV3Read(
    (context) => keys.countInventoryItemsV3(context, count),
    (site, signal) => site.inventoryItemsV3.countInventoryItems(count, { signal }),
    query,
  );

type NoOptions = Record<never, never>;

/*
 * The v3 queries and searches: each has a spec (plain data, nothing runs at import) and two hooks, one page
 * (`useQueryProductsV3`, the raw answer) and every page (`useQueryProductsV3Infinite`, following the cursors). The
 * input is a builder (`site.productsV3.queryProducts()…`) or the plain request; `fields` and `locationIds` go in the
 * options, which the builder's own options do not reach.
 */

const PRODUCTS_QUERY: CursorReadSpec<Answer<'productsV3', 'queryProducts'>, ProductFieldsOptions> = {
  kind: 'query',
  key: keys.queryProductsV3,
  run: (site, request, options, signal) => site.productsV3.queryProducts(request, options, { signal }),
};

export function useQueryProductsV3(
  input: CursorReadInput,
  options?: ProductFieldsOptions,
  query?: ReadOptions<Answer<'productsV3', 'queryProducts'>>,
) {
  return useCursorRead(PRODUCTS_QUERY, input, options, query);
}

export function useQueryProductsV3Infinite(
  input: CursorReadInput,
  options?: ProductFieldsOptions,
  query?: CursorInfiniteOptions<Answer<'productsV3', 'queryProducts'>>,
) {
  return useCursorInfinite(PRODUCTS_QUERY, input, options, query);
}

const PRODUCTS_SEARCH: CursorReadSpec<Answer<'productsV3', 'searchProducts'>, ProductFieldsOptions> = {
  kind: 'search',
  key: keys.searchProductsV3,
  run: (site, request, options, signal) => site.productsV3.searchProducts(request, options, { signal }),
};

export function useSearchProductsV3(
  input: CursorReadInput,
  options?: ProductFieldsOptions,
  query?: ReadOptions<Answer<'productsV3', 'searchProducts'>>,
) {
  return useCursorRead(PRODUCTS_SEARCH, input, options, query);
}

export function useSearchProductsV3Infinite(
  input: CursorReadInput,
  options?: ProductFieldsOptions,
  query?: CursorInfiniteOptions<Answer<'productsV3', 'searchProducts'>>,
) {
  return useCursorInfinite(PRODUCTS_SEARCH, input, options, query);
}

const INVENTORY_QUERY: CursorReadSpec<Answer<'inventoryItemsV3', 'queryInventoryItems'>, NoOptions> = {
  kind: 'query',
  key: keys.queryInventoryItemsV3,
  run: (site, request, _options, signal) => site.inventoryItemsV3.queryInventoryItems(request, { signal }),
};

export function useQueryInventoryItemsV3(
  input: CursorReadInput,
  options?: NoOptions,
  query?: ReadOptions<Answer<'inventoryItemsV3', 'queryInventoryItems'>>,
) {
  return useCursorRead(INVENTORY_QUERY, input, options, query);
}

export function useQueryInventoryItemsV3Infinite(
  input: CursorReadInput,
  options?: NoOptions,
  query?: CursorInfiniteOptions<Answer<'inventoryItemsV3', 'queryInventoryItems'>>,
) {
  return useCursorInfinite(INVENTORY_QUERY, input, options, query);
}

const INVENTORY_SEARCH: CursorReadSpec<Answer<'inventoryItemsV3', 'searchInventoryItems'>, NoOptions> = {
  kind: 'search',
  key: keys.searchInventoryItemsV3,
  run: (site, request, _options, signal) => site.inventoryItemsV3.searchInventoryItems(request, { signal }),
};

export function useSearchInventoryItemsV3(
  input: CursorReadInput,
  options?: NoOptions,
  query?: ReadOptions<Answer<'inventoryItemsV3', 'searchInventoryItems'>>,
) {
  return useCursorRead(INVENTORY_SEARCH, input, options, query);
}

export function useSearchInventoryItemsV3Infinite(
  input: CursorReadInput,
  options?: NoOptions,
  query?: CursorInfiniteOptions<Answer<'inventoryItemsV3', 'searchInventoryItems'>>,
) {
  return useCursorInfinite(INVENTORY_SEARCH, input, options, query);
}

const VARIANTS_QUERY: CursorReadSpec<Answer<'readOnlyVariantsV3', 'queryVariants'>, VariantFieldsOptions> = {
  kind: 'query',
  key: keys.queryVariantsV3,
  run: (site, request, options, signal) => site.readOnlyVariantsV3.queryVariants(request, options, { signal }),
};

export function useQueryVariantsV3(
  input: CursorReadInput,
  options?: VariantFieldsOptions,
  query?: ReadOptions<Answer<'readOnlyVariantsV3', 'queryVariants'>>,
) {
  return useCursorRead(VARIANTS_QUERY, input, options, query);
}

export function useQueryVariantsV3Infinite(
  input: CursorReadInput,
  options?: VariantFieldsOptions,
  query?: CursorInfiniteOptions<Answer<'readOnlyVariantsV3', 'queryVariants'>>,
) {
  return useCursorInfinite(VARIANTS_QUERY, input, options, query);
}

const VARIANTS_SEARCH: CursorReadSpec<Answer<'readOnlyVariantsV3', 'searchVariants'>, VariantSearchOptions> = {
  kind: 'search',
  key: keys.searchVariantsV3,
  run: (site, request, options, signal) => site.readOnlyVariantsV3.searchVariants(request, options, { signal }),
};

export function useSearchVariantsV3(
  input: CursorReadInput,
  options?: VariantSearchOptions,
  query?: ReadOptions<Answer<'readOnlyVariantsV3', 'searchVariants'>>,
) {
  return useCursorRead(VARIANTS_SEARCH, input, options, query);
}

export function useSearchVariantsV3Infinite(
  input: CursorReadInput,
  options?: VariantSearchOptions,
  query?: CursorInfiniteOptions<Answer<'readOnlyVariantsV3', 'searchVariants'>>,
) {
  return useCursorInfinite(VARIANTS_SEARCH, input, options, query);
}
