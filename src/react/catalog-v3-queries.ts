import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ProductCount, SingleProductFieldsOptions, ProductFieldsOptions } from '../catalog-v3/products-v3.js';
import type { InventoryItemsCount } from '../catalog-v3/inventory-items-v3.js';
import type { VariantFieldsOptions, VariantSearchOptions } from '../catalog-v3/read-only-variants-v3.js';
import type { CatalogV3 } from '../catalog-v3/index.js';
import type { ReadOptions } from './catalog-queries.js';
import { cursorReadHooks } from './cursor-read-hooks.js';
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

/** One page (`useQueryProductsV3`) or every page (`…Infinite`) of a v3 product query; `fields` in the options. */
export const [useQueryProductsV3, useQueryProductsV3Infinite] = cursorReadHooks({
  kind: 'query',
  key: keys.queryProductsV3,
  run: (site, query, options: ProductFieldsOptions | undefined, signal) =>
    site.productsV3.queryProducts(query, options, { signal }),
});

export const [useSearchProductsV3, useSearchProductsV3Infinite] = cursorReadHooks({
  kind: 'search',
  key: keys.searchProductsV3,
  run: (site, search, options: ProductFieldsOptions | undefined, signal) =>
    site.productsV3.searchProducts(search, options, { signal }),
});

export const [useQueryInventoryItemsV3, useQueryInventoryItemsV3Infinite] = cursorReadHooks({
  kind: 'query',
  key: keys.queryInventoryItemsV3,
  run: (site, query, _options: object | undefined, signal) =>
    site.inventoryItemsV3.queryInventoryItems(query, { signal }),
});

export const [useSearchInventoryItemsV3, useSearchInventoryItemsV3Infinite] = cursorReadHooks({
  kind: 'search',
  key: keys.searchInventoryItemsV3,
  run: (site, search, _options: object | undefined, signal) =>
    site.inventoryItemsV3.searchInventoryItems(search, { signal }),
});

export const [useQueryVariantsV3, useQueryVariantsV3Infinite] = cursorReadHooks({
  kind: 'query',
  key: keys.queryVariantsV3,
  run: (site, query, options: VariantFieldsOptions | undefined, signal) =>
    site.readOnlyVariantsV3.queryVariants(query, options, { signal }),
});

export const [useSearchVariantsV3, useSearchVariantsV3Infinite] = cursorReadHooks({
  kind: 'search',
  key: keys.searchVariantsV3,
  run: (site, search, options: VariantSearchOptions | undefined, signal) =>
    site.readOnlyVariantsV3.searchVariants(search, options, { signal }),
});
