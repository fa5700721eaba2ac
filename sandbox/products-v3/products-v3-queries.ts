import type { CursorQueryV3, CursorSearchV3, ProductRequestedField, SearchDetails } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { runSearch } from '../kernel/query/aggregations.js';
import { countRows, runCursorPage, type TableSpec, whereOf } from '../kernel/query/cursor-query.js';
import { jsonWithList, productResponsesV3 } from './product-responses.js';
import { entityTable } from '../kernel/entities-v3/entity-query.js';
import { productFieldsV3 } from './query-fields.js';
import { productTextIndex } from './product-text-search.js';
import { DEFAULT_LOCATION_ID } from '../kernel/entities-v3/stable-id.js';

const PRODUCT_FIELDS = productFieldsV3(DEFAULT_LOCATION_ID, false);
const VISIBLE_PRODUCT_FIELDS = productFieldsV3(DEFAULT_LOCATION_ID, true);

/** The products table as the cursor query sees it; visitors and members see visible products only. */
function productTable(visibleOnly: boolean): TableSpec {
  const scope = visibleOnly ? { sql: 'p.visible = 1', params: [] } : undefined;
  return {
    ...entityTable('v3_products p', 'p.id', 'p.num', visibleOnly ? VISIBLE_PRODUCT_FIELDS : PRODUCT_FIELDS, 100, scope),
    textIndex: productTextIndex,
  };
}

interface Row {
  id: string;
}

/** The answer's JSON: the products come ready-made from the answer cache. */
export function queryProductsV3(
  context: SandboxContext,
  query: CursorQueryV3 | undefined,
  fields: ProductRequestedField[] | undefined,
  caller: Caller,
): Buffer {
  const page = runCursorPage<Row>(context.db, productTable(caller.kind !== 'admin'), query ?? {}, 'query');
  const products = productResponsesV3(
    context,
    page.rows.map((row) => row.id),
    fields,
    caller,
  );
  return jsonWithList('products', products, { pagingMetadata: page.pagingMetadata });
}

export function searchProductsV3(
  context: SandboxContext,
  search: CursorSearchV3 | undefined,
  fields: ProductRequestedField[] | undefined,
  caller: Caller,
): Buffer {
  const table = productTable(caller.kind !== 'admin');
  const { rows, pagingMetadata, aggregationData } = runSearch<Row>(context.db, table, search ?? {});
  const products = productResponsesV3(
    context,
    rows.map((row) => row.id),
    fields,
    caller,
  );
  return jsonWithList('products', products, { pagingMetadata, aggregationData });
}

/** Visible products only unless the API key asks for hidden ones too. */
export function countProductsV3(
  context: SandboxContext,
  body: { filter?: unknown; search?: SearchDetails; returnNonVisibleProducts?: boolean },
  caller: Caller,
): { count: number } {
  const visibleOnly = !(caller.kind === 'admin' && body.returnNonVisibleProducts);
  return { count: countRows(context.db, productTable(visibleOnly), body.filter, body.search, '') };
}

/**
 * The products a by-filter operation applies to (hidden ones included): the filter is checked now, so a bad one is
 * refused before a job starts, and the returned function finds the ids when the job runs.
 */
export function productMatcher(context: SandboxContext, filter: unknown, search?: SearchDetails): () => string[] {
  const where = whereOf(productTable(false), filter, search, '');
  return () =>
    context.db
      .all<{ id: string }>(`SELECT p.id FROM v3_products p WHERE ${where.sql} ORDER BY p.num`, ...where.params)
      .map((row) => row.id);
}
