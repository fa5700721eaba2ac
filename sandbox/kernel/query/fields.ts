import type { SqlValue } from '../db/database.js';

export type FieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'collectionIds' | 'valueList' | 'items';

/**
 * A queryable field: the SQL expression it maps to (from a fixed allow-list, never from input) and its type.
 * `params` are bound wherever the expression appears (a JSON path, for instance).
 */
export interface FieldDef {
  sql: string;
  type: FieldType;
  params?: SqlValue[];
  sortable?: boolean;
  /** Never NULL (a NOT NULL column): keyset paging can then seek on it (sandbox/kernel/query/keyset.ts). */
  notNull?: boolean;
  /** Case-insensitive sort expression, for text. */
  sortSql?: string;
  /**
   * `valueList`: where the field's values are kept, a sub-select of `(row, value)` pairs whose `row` is the row's
   * `row` expression, for aggregations that count rows once per value and the `operators` it takes (by default
   * `$hasSome`, `$hasAll`, `$in` and `$eq`). `pairsUnique`: the source holds each `(row, value)` pair once, so a
   * bucket counts its pairs rather than its distinct rows.
   */
  members?: { row: string; source: string; operators?: readonly string[]; pairsUnique?: boolean };
  /**
   * `items`: where the current row's items are and their fields; tied to the row either by a condition (`on`) or by
   * `key`, the items' column that equals the field's `sql` (which lets SQLite find the rows from the items).
   */
  items?: { from: string; on?: string; key?: string; resolve: FieldResolver };
}

export type FieldResolver = (name: string) => FieldDef | undefined;

/** One field under each of the names the platform accepts for it. */
const aliased = (names: readonly string[], def: FieldDef) => Object.fromEntries(names.map((name) => [name, def]));

const productFields: Record<string, FieldDef> = {
  id: { sql: 'p.id', type: 'string', sortable: true },
  name: { sql: 'p.name', type: 'string', sortable: true, sortSql: 'p.name COLLATE NOCASE' },
  slug: { sql: 'p.slug', type: 'string', sortable: true },
  description: { sql: 'p.description', type: 'string' },
  sku: { sql: 'p.sku', type: 'string', sortable: true },
  ...aliased(['price', 'price.price', 'priceData.price'], { sql: 'p.price', type: 'number', sortable: true }),
  ...aliased(['discountedPrice', 'price.discountedPrice', 'priceData.discountedPrice'], {
    sql: 'p.discounted_price',
    type: 'number',
    sortable: true,
  }),
  weight: { sql: 'p.weight', type: 'number', sortable: true },
  visible: { sql: 'p.visible', type: 'boolean', sortable: true },
  productType: { sql: 'p.product_type', type: 'string', sortable: true },
  ...aliased(['inStock', 'stock.inStock'], { sql: 'p.in_stock', type: 'boolean', sortable: true }),
  'stock.inventoryStatus': { sql: 'p.inventory_status', type: 'string', sortable: true },
  'stock.quantity': { sql: 'p.quantity', type: 'number', sortable: true },
  brand: { sql: 'p.brand', type: 'string', sortable: true },
  ribbon: { sql: 'p.ribbon', type: 'string', sortable: true },
  manageVariants: { sql: 'p.manage_variants', type: 'boolean', sortable: true },
  numericId: { sql: 'p.num', type: 'number', sortable: true },
  createdDate: { sql: 'p.created_date', type: 'datetime', sortable: true },
  lastUpdated: { sql: 'p.last_updated', type: 'datetime', sortable: true },
  // `collections.id` is the name the Stores reference's filter table and examples use.
  ...aliased(['collectionIds', 'collections.id'], { sql: 'p.id', type: 'collectionIds' }),
};

export const productField: FieldResolver = (name) =>
  Object.hasOwn(productFields, name) ? productFields[name] : undefined;

const storeVariantFields: Record<string, FieldDef> = {
  id: { sql: 'v.id', type: 'string', sortable: true },
  variantId: { sql: 'v.variant_id', type: 'string', sortable: true },
  productId: { sql: 'v.product_id', type: 'string', sortable: true },
  productName: { sql: 'v.product_name', type: 'string', sortable: true, sortSql: 'v.product_name COLLATE NOCASE' },
  variantName: { sql: 'v.variant_name', type: 'string', sortable: true, sortSql: 'v.variant_name COLLATE NOCASE' },
  sku: { sql: 'v.sku', type: 'string', sortable: true },
  managedVariant: { sql: 'v.managed', type: 'boolean', sortable: true },
  visible: { sql: 'v.visible', type: 'boolean', sortable: true },
  'stock.inStock': { sql: 'v.in_stock', type: 'boolean', sortable: true },
  'stock.quantity': { sql: 'v.quantity', type: 'number', sortable: true },
  collectionIds: { sql: 'v.product_id', type: 'collectionIds' },
};

const CHOICE_PREFIX = 'choices.';
/** What SQLite takes inside a quoted JSON path label: no quote, no backslash, no control character. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is excluded
const JSON_PATH_LABEL = /^[^"\\\u0000-\u001f]+$/;

/** Store variant fields, plus `choices.<option name>` read from the variant's choices JSON by a bound path. */
export const storeVariantField: FieldResolver = (name) => {
  if (Object.hasOwn(storeVariantFields, name)) return storeVariantFields[name];
  const option = name.startsWith(CHOICE_PREFIX) ? name.slice(CHOICE_PREFIX.length) : undefined;
  if (!option || !JSON_PATH_LABEL.test(option)) return undefined;
  return { sql: 'json_extract(v.choices, ?)', params: [`$."${option}"`], type: 'string', sortable: true };
};
