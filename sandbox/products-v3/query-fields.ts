import type { FieldDef, FieldResolver } from '../kernel/query/fields.js';

const resolverOf =
  (fields: Record<string, FieldDef>): FieldResolver =>
  (name) =>
    Object.hasOwn(fields, name) ? fields[name] : undefined;

const text = (sql: string, sortable = true): FieldDef => ({ sql, type: 'string', sortable });
const number = (sql: string): FieldDef => ({ sql, type: 'number', sortable: true });
const flag = (sql: string): FieldDef => ({ sql, type: 'boolean', sortable: true });
const date = (sql: string): FieldDef => ({ sql, type: 'datetime', sortable: true, notNull: true });

const inDoc = (column: string, path: string, type: 'string' | 'number' = 'string'): FieldDef => ({
  sql: type === 'number' ? `CAST(json_extract(${column}, '${path}') AS REAL)` : `json_extract(${column}, '${path}')`,
  type,
  sortable: false,
});

/** A product's variants for `$matchItems`: their columns, what their stored JSON holds, and their stock. */
function variantItems(defaultLocationId: string): FieldDef['items'] {
  return {
    from: 'v3_variants mv',
    on: 'mv.product_id = p.id',
    resolve: resolverOf({
      id: text('mv.variant_id', false),
      sku: text('mv.sku', false),
      barcode: text('mv.barcode', false),
      visible: flag('mv.visible'),
      'price.actualPrice.amount': number('mv.price'),
      'price.compareAtPrice.amount': inDoc('mv.doc', '$.price.compareAtPrice.amount', 'number'),
      'physicalProperties.weight': inDoc('mv.doc', '$.physicalProperties.weight', 'number'),
      'inventoryStatus.inStock': {
        sql: `COALESCE((SELECT i.in_stock FROM v3_inventory_items i WHERE i.variant_id = mv.variant_id
          AND i.location_id = ?), 1)`,
        params: [defaultLocationId],
        type: 'boolean',
      },
    }),
  };
}

/**
 * Only visible categories, for visitors and members: filters, `$matchItems` and aggregation buckets over a product's
 * categories never match or name a hidden one.
 */
const visibleCategory = (column: string, visibleOnly: boolean) =>
  visibleOnly ? ` AND ${column} IN (SELECT id FROM v3_categories WHERE visible = 1)` : '';

/** A product's direct category memberships, as stored on the product. */
const directCategoryItems = (visibleOnly: boolean): FieldDef['items'] => ({
  from: `json_each(p.doc, '$.directCategoriesInfo.categories') mc`,
  ...(visibleOnly ? { on: `1${visibleCategory("json_extract(mc.value, '$.id')", true)}` } : {}),
  resolve: resolverOf({ id: inDoc('mc.value', '$.id'), index: inDoc('mc.value', '$.index', 'number') }),
});

/** A product's direct categories and every ancestor of them: a category holds its subcategories' products too. */
const allCategoryItems = (visibleOnly: boolean): FieldDef['items'] => ({
  from: `v3_product_values cv JOIN v3_category_lineage cl
    ON cv.path = 'directCategoriesInfo.categories.id' AND cl.category_id = cv.value${visibleCategory('cl.ancestor_id', visibleOnly)}`,
  key: 'cv.product_num',
  resolve: resolverOf({
    id: text('cl.ancestor_id', false),
    index: {
      sql: `(SELECT json_extract(mc.value, '$.index') FROM json_each(p.doc, '$.directCategoriesInfo.categories') mc
        WHERE cl.depth = 0 AND json_extract(mc.value, '$.id') = cl.ancestor_id)`,
      type: 'number',
      sortable: false,
    },
  }),
});

/** A list field of products, kept in `v3_product_values` under its own path (whose key makes each pair unique). */
const productList = (path: string, operators?: readonly string[], only = ''): FieldDef => ({
  sql: 'p.num',
  type: 'valueList',
  members: {
    row: 'p.num',
    source: `SELECT product_num AS row, value FROM v3_product_values WHERE path = '${path}'${only}`,
    pairsUnique: true,
    ...(operators ? { operators } : {}),
  },
});

/**
 * Filterable and sortable product fields of the v3 query and search (wire names, dotted); `visibleOnly` (visitors and
 * members) leaves hidden categories out of the category fields.
 */
export function productFieldsV3(defaultLocationId: string, visibleOnly: boolean): FieldResolver {
  return resolverOf({
    'options.id': productList('options.id', ['$hasSome', '$hasAll']),
    'options.name': productList('options.name'),
    'options.choicesSettings.choices.choiceId': productList('options.choicesSettings.choices.choiceId'),
    'options.choicesSettings.choices.name': productList('options.choicesSettings.choices.name'),
    'infoSections.id': productList('infoSections.id'),
    'directCategoriesInfo.categories.id': productList(
      'directCategoriesInfo.categories.id',
      undefined,
      visibleCategory('value', visibleOnly),
    ),
    'allCategoriesInfo.categories.id': {
      sql: 'p.num',
      type: 'valueList',
      members: {
        row: 'p.num',
        source: `SELECT v.product_num AS row, l.ancestor_id AS value FROM v3_product_values v
          JOIN v3_category_lineage l ON l.category_id = v.value WHERE v.path = 'directCategoriesInfo.categories.id'${visibleCategory('l.ancestor_id', visibleOnly)}`,
      },
    },
    'variantsInfo.variants': { sql: 'p.id', type: 'items', items: variantItems(defaultLocationId) },
    'directCategoriesInfo.categories': { sql: 'p.id', type: 'items', items: directCategoryItems(visibleOnly) },
    'allCategoriesInfo.categories': { sql: 'p.num', type: 'items', items: allCategoryItems(visibleOnly) },
    id: text('p.id', false),
    handle: text('p.handle', false),
    slug: text('p.slug'),
    name: { ...text('p.name'), sortSql: 'p.name COLLATE NOCASE' },
    visible: flag('p.visible'),
    productType: text('p.product_type'),
    createdDate: date('p.created_date'),
    updatedDate: date('p.updated_date'),
    'actualPriceRange.minValue.amount': number('p.min_price'),
    'actualPriceRange.maxValue.amount': number('p.max_price'),
    'brand.id': text('p.brand_id'),
    'brand.name': text('p.brand_name'),
    'ribbon.id': text(`json_extract(p.doc, '$.ribbon.id')`),
    'ribbon.name': text('p.ribbon_name'),
    mainCategoryId: text('p.main_category_id'),
    'variantSummary.variantCount': number('p.variant_count'),
    // Kept from the default location's items by triggers (sandbox/kernel/db/product-search-migrations.ts).
    'inventory.availabilityStatus': text('p.availability_status'),
  });
}

/** Inventory item fields. */
export const inventoryFieldsV3: FieldResolver = resolverOf({
  id: text('i.id'),
  productId: text('i.product_id'),
  variantId: text('i.variant_id'),
  locationId: text('i.location_id'),
  trackQuantity: flag('i.track_quantity'),
  quantity: number('i.quantity'),
  inStock: flag('i.in_stock'),
  availabilityStatus: text(`CASE WHEN i.in_stock = 1 THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END`),
  'product.name': { ...text('i.product_name'), sortSql: 'i.product_name COLLATE NOCASE' },
  'product.variantName': text('i.variant_name'),
  'product.variantSku': text('i.variant_sku'),
  'product.variantVisible': flag('i.variant_visible'),
  createdDate: date('i.created_date'),
  updatedDate: date('i.updated_date'),
});

/** Read-only variant fields: the query allows the first three, search all of them. */
export const variantFieldsV3: FieldResolver = resolverOf({
  id: text(`v.product_id || '_' || v.variant_id`),
  variantId: text('v.variant_id'),
  'productData.productId': text('v.product_id'),
  sku: text('v.sku'),
  barcode: text('v.barcode'),
  visible: flag('v.visible'),
  'price.actualPrice.amount': number('v.price'),
  'productData.name': { ...text('p.name'), sortSql: 'p.name COLLATE NOCASE' },
  'productData.visible': flag('p.visible'),
  'productData.productType': text('p.product_type'),
});
