import type { PagingMetadata, StoreVariantsQuery, Variant } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { collectionIdsOf, loadProductDoc } from './products-repo.js';
import { fieldFailure, notFound } from '../kernel/errors.js';
import { storeVariantField } from '../kernel/query/fields.js';
import { filterToSql } from '../kernel/query/filter-to-sql.js';
import { sortToSql } from '../kernel/query/sort-to-sql.js';
import { cachedCount } from '../kernel/query/count-cache.js';
import { DEFAULT_PAGE_SIZE } from './products-queries.js';
import { productNotFound } from './products-service.js';
import { productObject, stripMerchantData, withOrigin, wrapJson } from './products-view.js';
import { hasChoices } from './variants.js';

export interface ProductVariantsRequest {
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: { limit?: number; offset?: number };
  includeMerchantSpecificData?: boolean;
}

/** A product's variants that have all the given choices or are listed; offset paging over the matches. */
export function queryProductVariants(
  context: SandboxContext,
  productId: string,
  request: ProductVariantsRequest,
  caller: Caller,
) {
  const product = readableProduct(context, productId, caller);
  const merchant = caller.kind === 'admin' && request.includeMerchantSpecificData === true;
  if (!merchant) stripMerchantData(product);
  const matches = (product.variants ?? []).filter(
    (v) =>
      hasChoices({ id: v.id!, key: '', choices: v.choices ?? {} }, request.choices ?? {}) &&
      (!request.variantIds || request.variantIds.includes(v.id!)),
  );
  const offset = request.paging?.offset ?? 0;
  const limit = request.paging?.limit ?? 100;
  const variants: Variant[] = matches.slice(offset, offset + limit);
  return { variants, metadata: { items: variants.length, offset }, totalResults: matches.length };
}

/** The product with merchant data (callers strip it), or 404 when the caller may not see it. */
export function readableProduct(context: SandboxContext, productId: string, caller: Caller) {
  const row = readableProductRow(context, productId, caller);
  const collections = collectionIdsOf(context.db, [productId]).get(productId)!;
  return productObject(row.doc, row.merchant, collections, true, context.origin);
}

export function readableProductRow(context: SandboxContext, productId: string, caller: Caller) {
  const row = loadProductDoc(context.db, productId);
  if (!row || (row.visible === 0 && caller.kind !== 'admin')) throw productNotFound(productId);
  return row;
}

interface VariantCursor {
  f?: unknown;
  s?: StoreVariantsQuery['sort'];
  o: number;
  l: number;
}

/** Store variants across all products; offset `paging` or `cursorPaging` (a cursor carries filter and sort). */
export function queryStoreVariants(context: SandboxContext, query: StoreVariantsQuery | undefined, caller: Caller) {
  const cursor = query?.cursorPaging?.cursor ? decodeCursor(query.cursorPaging.cursor) : undefined;
  const filterInput = cursor ? cursor.f : query?.filter;
  const sortInput = cursor ? cursor.s : query?.sort;
  const limit = cursor?.l ?? query?.cursorPaging?.limit ?? query?.paging?.limit ?? DEFAULT_PAGE_SIZE;
  const offset = cursor?.o ?? query?.paging?.offset ?? 0;
  const filter = filterToSql(filterInput, storeVariantField);
  const visibility = caller.kind === 'admin' ? '' : ' AND v.visible = 1 AND p.visible = 1';
  const from = `FROM store_variants v JOIN products p ON p.id = v.product_id WHERE (${filter.sql})${visibility}`;
  const order = sortToSql(sortInput, storeVariantField, 'v.rowid');
  const rows = context.db.all<{ doc: string; product_id: string }>(
    `SELECT v.doc, v.product_id ${from} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    ...filter.params,
    ...order.params,
    limit,
    offset,
  );
  const collections = collectionIdsOf(context.db, [...new Set(rows.map((r) => r.product_id))]);
  const variants = rows.map((row) => withCollections(row.doc, collections.get(row.product_id)!));
  const cap = context.settings.countLimit;
  const total = cachedCount(context.db, `SELECT 1 ${from}`, filter.params, cap + 1);
  const counted = total > cap ? { tooManyToCount: true } : { total };
  const usesCursors = query?.cursorPaging !== undefined;
  const metadata: PagingMetadata = usesCursors
    ? {
        count: variants.length,
        ...counted,
        cursors: cursorsOf({ f: filterInput, s: sortInput, o: offset, l: limit }, variants.length, total),
      }
    : { count: variants.length, offset, ...counted };
  return withOrigin(`{"variants":[${variants.join(',')}],"metadata":${JSON.stringify(metadata)}}`, context.origin);
}

/** A stored store variant as answered: its product's collections, and `customFields` (none here, `{}` as on the platform). */
const withCollections = (doc: string, collectionIds: string[]) =>
  `${doc.slice(0, -1)},"collectionIds":${JSON.stringify(collectionIds)},"customFields":{}}`;

function cursorsOf(at: VariantCursor, pageLength: number, total: number) {
  const next = pageLength === at.l && at.o + at.l < total ? encodeCursor({ ...at, o: at.o + at.l }) : undefined;
  const prev = at.o > 0 ? encodeCursor({ ...at, o: Math.max(0, at.o - at.l) }) : undefined;
  return { ...(next && { next }), ...(prev && { prev }) };
}

const encodeCursor = (cursor: VariantCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): VariantCursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as VariantCursor;
    if (Number.isInteger(cursor.o) && cursor.o >= 0 && Number.isInteger(cursor.l) && cursor.l >= 0 && cursor.l <= 100)
      return cursor;
  } catch {
    // reported below
  }
  throw fieldFailure('query.cursorPaging.cursor', 'is not a cursor this sandbox issued', 'FORMAT');
}

/** `{"variant": …}` as JSON text. */
export function getStoreVariant(context: SandboxContext, id: string, caller: Caller): string {
  const row = context.db.get<{ doc: string; product_id: string; visible: number; product_visible: number }>(
    `SELECT v.doc, v.product_id, v.visible, p.visible AS product_visible FROM store_variants v
     JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
    id,
  );
  if (!row || (caller.kind !== 'admin' && (row.visible === 0 || row.product_visible === 0))) {
    throw notFound('VARIANT_NOT_FOUND', `Store variant ${id} was not found`);
  }
  const collections = collectionIdsOf(context.db, [row.product_id]).get(row.product_id)!;
  return withOrigin(wrapJson('variant', withCollections(row.doc, collections)), context.origin);
}
