import type { PagingMetadata, ProductQuery } from '../../generated/types.gen.js';
import type { Caller } from '../auth/caller.js';
import type { SandboxContext } from '../context.js';
import { collectionIdsOf } from '../db/products-repo.js';
import { cachedCount } from '../query/count-cache.js';
import { productField } from '../query/fields.js';
import { filterToSql, type SqlFragment } from '../query/filter-to-sql.js';
import { limitClause } from '../query/limit-clause.js';
import { sortToSql } from '../query/sort-to-sql.js';
import { productJson, withOrigin } from './product-view.js';

export const DEFAULT_PAGE_SIZE = 50;

/**
 * A page of products as the JSON text of `{products, metadata}`. Visitors and members see visible products only; an
 * API key sees every product, with cost data.
 */
export function queryProducts(context: SandboxContext, query: ProductQuery | undefined, caller: Caller): string {
  const admin = caller.kind === 'admin';
  const filter = filterToSql(query?.filter, productField);
  const where = admin ? filter : { sql: `(${filter.sql}) AND p.visible = 1`, params: filter.params };
  const order = sortToSql(query?.sort, productField, 'p.num');
  const limit = query?.paging?.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query?.paging?.offset ?? 0;
  const rows = context.db.all<{ id: string; doc: string; merchant: string | null }>(
    `SELECT p.id, d.doc, d.merchant FROM products p JOIN product_docs d ON d.num = p.num
     WHERE ${where.sql} ORDER BY ${order.sql} ${limitClause(limit)} OFFSET ?`,
    ...where.params,
    ...order.params,
    offset,
  );
  const collections = collectionIdsOf(
    context.db,
    rows.map((r) => r.id),
  );
  const products = rows.map((row) => productJson(row.doc, row.merchant, collections.get(row.id)!, admin));
  const metadata: PagingMetadata = {
    count: rows.length,
    offset,
    ...totalOf(context, where, rows.length, limit, offset),
  };
  return withOrigin(`{"products":[${products.join(',')}],"metadata":${JSON.stringify(metadata)}}`, context.origin);
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
