import type { CursorQueryV3, CursorSearchV3, SearchDetails } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { runSearch } from '../kernel/query/aggregations.js';
import { countRows, runCursorPage, type TableSpec, whereOf } from '../kernel/query/cursor-query.js';
import { inventoryItemToWire, type InventoryRow } from './inventory-rows.js';
import { inventoryFieldsV3 } from '../products-v3/query-fields.js';

const INVENTORY_TABLE: TableSpec = {
  from: 'v3_inventory_items i',
  select: 'i.*',
  rowKey: 'i.rowid',
  resolve: inventoryFieldsV3,
  maxLimit: 1000,
  defaultSort: [],
  searchColumn: `lower(i.product_name || ' ' || i.variant_name || ' ' || COALESCE(i.variant_sku, ''))`,
};

export function queryInventoryItemsV3(context: SandboxContext, query: CursorQueryV3 | undefined) {
  const page = runCursorPage<InventoryRow>(context.db, INVENTORY_TABLE, query ?? {}, 'query');
  return { inventoryItems: page.rows.map(inventoryItemToWire), pagingMetadata: page.pagingMetadata };
}

export function searchInventoryItemsV3(context: SandboxContext, search: CursorSearchV3 | undefined) {
  const { rows, pagingMetadata, aggregationData } = runSearch<InventoryRow>(context.db, INVENTORY_TABLE, search ?? {});
  return { inventoryItems: rows.map(inventoryItemToWire), pagingMetadata, aggregationData };
}

export function countInventoryItemsV3(context: SandboxContext, body: { filter?: unknown; search?: SearchDetails }) {
  return { count: countRows(context.db, INVENTORY_TABLE, body.filter, body.search, '') };
}

/** The items a by-filter operation applies to: the filter is checked now, the rows are read when the job runs. */
export function inventoryMatcher(
  context: SandboxContext,
  filter: unknown,
  search?: SearchDetails,
): () => InventoryRow[] {
  const where = whereOf(INVENTORY_TABLE, filter, search, '');
  return () => context.db.all<InventoryRow>(`SELECT i.* FROM v3_inventory_items i WHERE ${where.sql}`, ...where.params);
}
