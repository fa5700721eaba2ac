import type { PagingMetadata, ProductQuery } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { collectionIdsOf } from './products-repo.js';
import { cachedCount } from '../kernel/query/count-cache.js';
import { productField } from '../kernel/query/fields.js';
import { filterToSql, type SqlFragment } from '../kernel/query/filter-to-sql.js';
import { limitClause } from '../kernel/query/limit-clause.js';
import { sortToSql } from '../kernel/query/sort-to-sql.js';
import type { ParsedStringQuery } from '../kernel/query/string-query.js';
import { productJson, withOrigin } from './products-view.js';

export const DEFAULT_PAGE_SIZE = 50;

/**
 * A page of products as the JSON text of `{products, metadata}`. Visitors and members see visible products only; an
 * API key sees every product, with cost data.
 */
export function queryProducts(context: SandboxContext, query: ProductQuery | undefined, caller: Caller): string {
  const admin = caller.kind === 'admin';
  const limit = query?.paging?.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query?.paging?.offset ?? 0;
  const page = pageOfProducts(context, { filter: query?.filter, sort: query?.sort, limit, offset }, !admin);
  const products = page.rows.map((row) => productJson(row.doc, row.merchant, page.collectionsOf(row.id), admin));
  const metadata: PagingMetadata = {
    count: page.rows.length,
    offset,
    ...totalOf(context, page.where, page.rows.length, limit, offset),
  };
  return withOrigin(`{"products":[${products.join(',')}],"metadata":${JSON.stringify(metadata)}}`, context.origin);
}

/** What the REST reference's form of the query asks to include; hidden products and cost data only for the API key. */
export interface TextQueryIncludes {
  includeVariants?: boolean;
  includeHiddenProducts?: boolean;
  includeMerchantSpecificData?: boolean;
}

/**
 * A page of products as the JSON text of `{products, metadata: {items, offset}, totalResults}`, for a query whose
 * filter and sort arrived as JSON text. Products carry their variants only when asked.
 */
export function queryProductsWithText(
  context: SandboxContext,
  query: ParsedStringQuery,
  caller: Caller,
  includes: TextQueryIncludes,
): string {
  const admin = caller.kind === 'admin';
  const page = pageOfProducts(context, query, !(admin && includes.includeHiddenProducts === true));
  const merchant = admin && includes.includeMerchantSpecificData === true;
  const products = page.rows.map((row) => {
    const json = productJson(row.doc, row.merchant, page.collectionsOf(row.id), merchant);
    return includes.includeVariants === true ? json : withoutVariants(json);
  });
  // An SQLite LIMIT of -1 is none: `totalResults` is the exact count.
  const total = cachedCount(context.db, `SELECT 1 FROM products p WHERE ${page.where.sql}`, page.where.params, -1);
  const metadata = { items: page.rows.length, offset: query.offset };
  return withOrigin(
    `{"products":[${products.join(',')}],"metadata":${JSON.stringify(metadata)},"totalResults":${total}}`,
    context.origin,
  );
}

/** The rows of one page of products, and the collections of each. */
function pageOfProducts(
  context: SandboxContext,
  query: Pick<ParsedStringQuery, 'filter' | 'sort' | 'limit' | 'offset'>,
  visibleOnly: boolean,
) {
  const filter = filterToSql(query.filter, productField);
  const where = visibleOnly ? { sql: `(${filter.sql}) AND p.visible = 1`, params: filter.params } : filter;
  const order = sortToSql(query.sort, productField, 'p.num');
  const rows = context.db.all<{ id: string; doc: string; merchant: string | null }>(
    `SELECT p.id, d.doc, d.merchant FROM products p JOIN product_docs d ON d.num = p.num
     WHERE ${where.sql} ORDER BY ${order.sql} ${limitClause(query.limit)} OFFSET ?`,
    ...where.params,
    ...order.params,
    query.offset,
  );
  const collections = collectionIdsOf(
    context.db,
    rows.map((r) => r.id),
  );
  return { where, rows, collectionsOf: (id: string) => collections.get(id)! };
}

function withoutVariants(json: string): string {
  const { variants: _variants, ...product } = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(product);
}

/** The exact total, or `tooManyToCount` once the matches pass the configured limit (counting stops there). */
function totalOf(
  context: SandboxContext,
  where: SqlFragment,
  pageLength: number,
  limit: number,
  offset: number,
): Pick<PagingMetadata, 'total' | 'tooManyToCount'> {
  if (pageLength > 0 && pageLength < limit) return { total: offset + pageLength };
  const cap = context.settings.countLimit;
  const total = cachedCount(context.db, `SELECT 1 FROM products p WHERE ${where.sql}`, where.params, cap + 1);
  return total > cap ? { tooManyToCount: true } : { total };
}
