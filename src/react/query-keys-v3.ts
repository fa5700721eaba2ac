import {
  countInventoryItemsV3QueryKey,
  countProductsV3QueryKey,
  getAllProductsCategoryV3QueryKey,
  getCatalogVersionQueryKey,
  getInventoryItemV3QueryKey,
  getProductBySlugV3QueryKey,
  getProductV3QueryKey,
  queryInventoryItemsV3QueryKey,
  queryProductsV3QueryKey,
  searchInventoryItemsV3QueryKey,
  searchProductsV3QueryKey,
} from '../../generated/@tanstack/react-query.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { ProductCount, SingleProductFieldsOptions } from '../catalog-v3/products-v3.js';
import type { InventoryItemsCount } from '../catalog-v3/inventory-items-v3.js';
import type { CountFilter, RequestedFieldsOption } from '../catalog-v3/entity-module-v3.js';
import { fieldsPart } from '../catalog-v3/requested-fields.js';
import { postReadKey } from './query-keys.js';

/** A v3 query or search as the key holds it: the readable request (`{query|search, fields?, …}`), not its `.r`. */
export type CursorReadRequest = Record<string, unknown>;

/** The generated key of a GET read with the request as a readable body, marked infinite when the hook pages. */
function readableKey<K extends object>(generated: [K], body: object, infinite = false) {
  return [{ ...generated[0], body, ...(infinite ? { _infinite: true } : {}) }] as const;
}

/** The key of a v3 query or search the generated code has a key builder for: the request as a readable body. */
function cursorKey<K extends object>(generated: (options: { client: SiteContext['client'] }) => [K]) {
  return (context: SiteContext, request: CursorReadRequest, infinite?: boolean) =>
    readableKey(generated({ client: context.client }), request, infinite);
}

/**
 * Keys of one named entity's reads (`getBrandV3`, `queryBrandsV3`, `countBrandsV3`): its id in the path, the requested
 * fields, the query or count as a readable body.
 */
function namedEntityKeys<E extends string, O extends string, M extends string>(entity: E, one: O, many: M) {
  type Keys = Record<
    `get${O}V3`,
    (context: SiteContext, id: string, options?: RequestedFieldsOption<string>) => unknown
  > &
    Record<`query${M}V3`, (context: SiteContext, request: CursorReadRequest, infinite?: boolean) => unknown> &
    Record<`count${M}V3`, (context: SiteContext, count?: CountFilter) => unknown>;
  return {
    [`get${one}V3`]: (context: SiteContext, id: string, { fields }: RequestedFieldsOption<string> = {}) =>
      postReadKey(`get${one}V3`, context, { path: { [`${entity}Id`]: id }, body: fieldsPart(fields) }),
    [`query${many}V3`]: (context: SiteContext, request: CursorReadRequest, infinite?: boolean) =>
      readableKey(postReadKey(`query${many}V3`, context, {}), request, infinite),
    [`count${many}V3`]: (context: SiteContext, count: CountFilter = {}) =>
      readableKey(postReadKey(`count${many}V3`, context, {}), count),
  } as Keys;
}

/**
 * Keys of the catalogue v3 reads, named after their operations (`getProductV3`, …) because the v1 reads own the
 * plain names. Single reads use the generated key builders, so `sitekit/query` shares their cache.
 */
export const catalogV3QueryKeys = {
  getCatalogVersion: (context: SiteContext) => getCatalogVersionQueryKey({ client: context.client }),
  getProductV3: (context: SiteContext, productId: string, { fields }: SingleProductFieldsOptions = {}) =>
    getProductV3QueryKey({ client: context.client, path: { productId }, query: { productId, fields } }),
  getProductBySlugV3: (context: SiteContext, slug: string, { fields }: SingleProductFieldsOptions = {}) =>
    getProductBySlugV3QueryKey({ client: context.client, path: { slug }, query: { slug, fields } }),
  getAllProductsCategoryV3: (context: SiteContext) => getAllProductsCategoryV3QueryKey({ client: context.client }),
  queryProductsV3: /* @__PURE__ */ cursorKey(queryProductsV3QueryKey),
  searchProductsV3: /* @__PURE__ */ cursorKey(searchProductsV3QueryKey),
  countProductsV3: (context: SiteContext, count: ProductCount = {}) =>
    readableKey(countProductsV3QueryKey({ client: context.client }), count),
  getInventoryItemV3: (context: SiteContext, inventoryItemId: string) =>
    getInventoryItemV3QueryKey({ client: context.client, path: { inventoryItemId }, query: { inventoryItemId } }),
  queryInventoryItemsV3: /* @__PURE__ */ cursorKey(queryInventoryItemsV3QueryKey),
  searchInventoryItemsV3: /* @__PURE__ */ cursorKey(searchInventoryItemsV3QueryKey),
  countInventoryItemsV3: (context: SiteContext, count: InventoryItemsCount = {}) =>
    readableKey(countInventoryItemsV3QueryKey({ client: context.client }), count),
  queryVariantsV3: (context: SiteContext, request: CursorReadRequest, infinite?: boolean) =>
    readableKey(postReadKey('queryVariantsV3', context, {}), request, infinite),
  searchVariantsV3: (context: SiteContext, request: CursorReadRequest, infinite?: boolean) =>
    readableKey(postReadKey('searchVariantsV3', context, {}), request, infinite),
  ...namedEntityKeys('brand', 'Brand', 'Brands'),
  ...namedEntityKeys('ribbon', 'Ribbon', 'Ribbons'),
  ...namedEntityKeys('infoSection', 'InfoSection', 'InfoSections'),
  ...namedEntityKeys('customization', 'Customization', 'Customizations'),
};
