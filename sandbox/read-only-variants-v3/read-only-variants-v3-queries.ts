import type { CursorQueryV3, CursorSearchV3, ReadOnlyVariant, VariantV3 } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import { STORE_CURRENCY } from '../kernel/config.js';
import type { SandboxContext } from '../kernel/context.js';
import { runSearch } from '../kernel/query/aggregations.js';
import { runCursorPage, type TableSpec, whereOf } from '../kernel/query/cursor-query.js';
import { defaultLocationItems } from '../inventory-items-v3/inventory-rows.js';
import { moneyView, revenueView } from '../products-v3/money-view.js';
import { variantFieldsV3 } from '../products-v3/query-fields.js';
import { DEFAULT_LOCATION_ID } from '../kernel/entities-v3/stable-id.js';

interface VariantRow {
  vdoc: string;
  product_id: string;
  name: string;
  slug: string;
  pvisible: number;
  product_type: 'PHYSICAL' | 'DIGITAL';
  revision: number;
  handle: string;
}

function variantTable(visibleOnly: boolean): TableSpec {
  return {
    from: 'v3_variants v JOIN v3_products p ON p.id = v.product_id',
    select: 'v.doc AS vdoc, v.product_id, p.name, p.slug, p.visible AS pvisible, p.product_type, p.revision, p.handle',
    rowKey: 'v.rowid',
    resolve: variantFieldsV3,
    maxLimit: 1000,
    // Product by product, each in variant order (the row key follows the last key's direction).
    defaultSort: [{ fieldName: 'productData.productId', order: 'ASC' }],
    searchColumn: `lower(p.name || ' ' || COALESCE(v.sku, '') || ' ' || COALESCE(v.barcode, ''))`,
    ...(visibleOnly ? { scope: { sql: 'p.visible = 1 AND v.visible = 1', params: [] } } : {}),
  };
}

function render(
  context: SandboxContext,
  rows: VariantRow[],
  fields: readonly string[],
  caller: Caller,
): ReadOnlyVariant[] {
  const stock = defaultLocationItems(context.db, [...new Set(rows.map((r) => r.product_id))], DEFAULT_LOCATION_ID);
  const withCurrency = fields.includes('CURRENCY');
  const money = (amount: string) => moneyView(amount, withCurrency);
  return rows.map((row) => {
    const variant = JSON.parse(row.vdoc) as VariantV3;
    const item = stock.get(variant.id!);
    return {
      id: `${row.product_id}_${variant.id}`,
      variantId: variant.id,
      visible: variant.visible !== false,
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...(variant.barcode ? { barcode: variant.barcode } : {}),
      optionChoices: (variant.choices ?? []).map((c) => ({
        optionChoiceIds: c.optionChoiceIds,
        optionChoiceNames: c.optionChoiceNames,
      })),
      price: {
        actualPrice: money(variant.price.actualPrice.amount),
        ...(variant.price.compareAtPrice ? { compareAtPrice: money(variant.price.compareAtPrice.amount) } : {}),
      },
      ...(caller.kind === 'admin' && fields.includes('MERCHANT_DATA') && variant.revenueDetails?.cost
        ? { revenueDetails: revenueView(variant, money) }
        : {}),
      inventoryStatus: { inStock: item ? item.in_stock === 1 : true, preorderEnabled: false },
      ...(variant.physicalProperties ? { physicalProperties: variant.physicalProperties } : {}),
      productData: {
        productId: row.product_id,
        name: row.name,
        productType: row.product_type,
        slug: row.slug,
        visible: row.pvisible === 1,
        revision: String(row.revision),
        handle: row.handle,
        ...(withCurrency ? { currency: STORE_CURRENCY } : {}),
      },
    };
  });
}

export function queryVariantsV3(
  context: SandboxContext,
  query: CursorQueryV3 | undefined,
  fields: string[] = [],
  caller: Caller,
) {
  const page = runCursorPage<VariantRow>(context.db, variantTable(caller.kind !== 'admin'), query ?? {}, 'query');
  return { variants: render(context, page.rows, fields, caller), pagingMetadata: page.pagingMetadata };
}

export function searchVariantsV3(
  context: SandboxContext,
  search: CursorSearchV3 | undefined,
  fields: string[] = [],
  caller: Caller,
) {
  const { rows, pagingMetadata, aggregationData } = runSearch<VariantRow>(
    context.db,
    variantTable(caller.kind !== 'admin'),
    search ?? {},
  );
  return { variants: render(context, rows, fields, caller), pagingMetadata, aggregationData };
}

/** Product and variant ids of every variant a filter (over read-only variant fields) matches. */
/** The variants a by-filter operation applies to: the filter is checked now, the variants are read when called. */
export function variantMatcher(
  context: SandboxContext,
  filter: unknown,
  search?: CursorSearchV3['search'],
): () => Array<{ productId: string; variantId: string }> {
  const table = variantTable(false);
  const where = whereOf(table, filter, search, '');
  return () =>
    context.db.all<{ productId: string; variantId: string }>(
      `SELECT v.product_id AS productId, v.variant_id AS variantId FROM ${table.from} WHERE ${where.sql}`,
      ...where.params,
    );
}
