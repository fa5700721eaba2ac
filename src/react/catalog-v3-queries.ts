import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ProductFieldsOptions } from '../catalog-v3/products-v3.js';
import type { VariantFieldsOptions, VariantSearchOptions } from '../catalog-v3/read-only-variants-v3.js';
import type { CatalogV3 } from '../catalog-v3/index.js';
import type { ReadOptions } from './catalog-queries.js';
import {
  useCursorInfinite,
  useCursorRead,
  type CursorInfiniteData,
  type CursorInfiniteOptions,
  type CursorReadInput,
  cursorSpec,
  type NoOptions,
} from './cursor-read-hooks.js';
import { catalogQueryKeys as keys } from './query-keys.js';

type ReadResponse<M extends keyof CatalogV3, K extends keyof CatalogV3[M]> = CatalogV3[M][K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

type ProductsQuery = ReadResponse<'productsV3', 'queryProducts'>;
type ProductsSearch = ReadResponse<'productsV3', 'searchProducts'>;
type ItemsQuery = ReadResponse<'inventoryItemsV3', 'queryInventoryItems'>;
type ItemsSearch = ReadResponse<'inventoryItemsV3', 'searchInventoryItems'>;
type VariantsQuery = ReadResponse<'readOnlyVariantsV3', 'queryVariants'>;
type VariantsSearch = ReadResponse<'readOnlyVariantsV3', 'searchVariants'>;

/** One page of a v3 query or search: the raw response. */
type PageHook<A, O> = (input: CursorReadInput, options?: O, query?: ReadOptions<A>) => UseQueryResult<A, Error>;
/** Every page of a v3 query or search, following the cursors. */
type InfiniteHook<A, O> = (
  input: CursorReadInput,
  options?: O,
  query?: CursorInfiniteOptions<A>,
) => UseInfiniteQueryResult<CursorInfiniteData<A>, Error>;

/*
 * The v3 queries and searches: each has a spec (its call, request kind and key) and two hooks, one page
 * (`useQueryProductsV3`) and every page (`useQueryProductsV3Infinite`). The input is a builder
 * (`site.productsV3.queryProducts()…`) or the plain request; `fields` and `locationIds` go in the options, which the
 * builder's own options do not reach.
 */
const PRODUCTS_QUERY = /* @__PURE__ */ cursorSpec((site) => site.productsV3.queryProducts)(
  'query',
  keys.queryProductsV3,
  true,
);
const PRODUCTS_SEARCH = /* @__PURE__ */ cursorSpec((site) => site.productsV3.searchProducts)(
  'search',
  keys.searchProductsV3,
  true,
);
const ITEMS_QUERY = /* @__PURE__ */ cursorSpec((site) => site.inventoryItemsV3.queryInventoryItems)(
  'query',
  keys.queryInventoryItemsV3,
  false,
);
const ITEMS_SEARCH = /* @__PURE__ */ cursorSpec((site) => site.inventoryItemsV3.searchInventoryItems)(
  'search',
  keys.searchInventoryItemsV3,
  false,
);
const VARIANTS_QUERY = /* @__PURE__ */ cursorSpec((site) => site.readOnlyVariantsV3.queryVariants)(
  'query',
  keys.queryVariantsV3,
  true,
);
const VARIANTS_SEARCH = /* @__PURE__ */ cursorSpec((site) => site.readOnlyVariantsV3.searchVariants)(
  'search',
  keys.searchVariantsV3,
  true,
);

export const useQueryProductsV3: PageHook<ProductsQuery, ProductFieldsOptions> = (...args) =>
  useCursorRead(PRODUCTS_QUERY, ...args);
export const useQueryProductsV3Infinite: InfiniteHook<ProductsQuery, ProductFieldsOptions> = (...args) =>
  useCursorInfinite(PRODUCTS_QUERY, ...args);
export const useSearchProductsV3: PageHook<ProductsSearch, ProductFieldsOptions> = (...args) =>
  useCursorRead(PRODUCTS_SEARCH, ...args);
export const useSearchProductsV3Infinite: InfiniteHook<ProductsSearch, ProductFieldsOptions> = (...args) =>
  useCursorInfinite(PRODUCTS_SEARCH, ...args);
export const useQueryInventoryItemsV3: PageHook<ItemsQuery, NoOptions> = (...args) =>
  useCursorRead(ITEMS_QUERY, ...args);
export const useQueryInventoryItemsV3Infinite: InfiniteHook<ItemsQuery, NoOptions> = (...args) =>
  useCursorInfinite(ITEMS_QUERY, ...args);
export const useSearchInventoryItemsV3: PageHook<ItemsSearch, NoOptions> = (...args) =>
  useCursorRead(ITEMS_SEARCH, ...args);
export const useSearchInventoryItemsV3Infinite: InfiniteHook<ItemsSearch, NoOptions> = (...args) =>
  useCursorInfinite(ITEMS_SEARCH, ...args);
export const useQueryVariantsV3: PageHook<VariantsQuery, VariantFieldsOptions> = (...args) =>
  useCursorRead(VARIANTS_QUERY, ...args);
export const useQueryVariantsV3Infinite: InfiniteHook<VariantsQuery, VariantFieldsOptions> = (...args) =>
  useCursorInfinite(VARIANTS_QUERY, ...args);
export const useSearchVariantsV3: PageHook<VariantsSearch, VariantSearchOptions> = (...args) =>
  useCursorRead(VARIANTS_SEARCH, ...args);
export const useSearchVariantsV3Infinite: InfiniteHook<VariantsSearch, VariantSearchOptions> = (...args) =>
  useCursorInfinite(VARIANTS_SEARCH, ...args);
