import { DEFAULT_LOCATION_ID } from '../entities-v3/stable-id.js';

/**
 * What storefront search and facets read, derived from the v3 products and categories by triggers, so that every
 * write path (the repository, brand and ribbon renames, category memberships, info sections, customizations) keeps them true.
 *
 * - `v3_product_values`: one row per product and value of a list field (option ids and names, choice ids and names,
 *   info sections, direct categories), for `$hasSome`-style filters and `VALUE` aggregations that count products.
 * - `v3_category_lineage`: every category paired with itself and each of its ancestors, so that a category matches
 *   the products of its subcategories (`allCategoriesInfo`).
 * - `v3_products_fts`: an FTS5 index of name, brand, description, option and choice names, SKUs and barcodes, ranked
 *   with bm25 (docs/decisions.md, "Free-text search").
 * - `v3_products.availability_status`: the product's stock status at the default location, kept by triggers on the
 *   inventory items, and `v3_products_listing`, an index that holds every column a storefront's list filters, sorts
 *   and facets by, so that a search reads neither the product rows nor their inventory items
 *   (docs/decisions.md#38).
 */

/** The list values of the product row `row`, one `(path, value)` per line. */
const listValuesOf = (row: string) => `
  SELECT path, value FROM (
    SELECT 'options.id' AS path, json_extract(o.value, '$.id') AS value FROM json_each(${row}.doc, '$.options') o
    UNION ALL SELECT 'options.name', json_extract(o.value, '$.name') FROM json_each(${row}.doc, '$.options') o
    UNION ALL SELECT 'options.choicesSettings.choices.choiceId', json_extract(c.value, '$.choiceId')
      FROM json_each(${row}.doc, '$.options') o, json_each(o.value, '$.choicesSettings.choices') c
    UNION ALL SELECT 'options.choicesSettings.choices.name', json_extract(c.value, '$.name')
      FROM json_each(${row}.doc, '$.options') o, json_each(o.value, '$.choicesSettings.choices') c
    UNION ALL SELECT 'infoSections.id', json_extract(s.value, '$.id') FROM json_each(${row}.doc, '$.infoSections') s
    UNION ALL SELECT 'directCategoriesInfo.categories.id', json_extract(m.value, '$.id')
      FROM json_each(${row}.doc, '$.directCategoriesInfo.categories') m
  ) WHERE value IS NOT NULL AND value <> ''`;

const valuesOfRow = (row: string) =>
  `INSERT OR IGNORE INTO v3_product_values (path, value, product_num) SELECT path, value, ${row}.num FROM (${listValuesOf(row)});`;

/** The text columns of the product row `row` (its list values are written first). */
const searchRowOf = (row: string) => `
  INSERT INTO v3_products_fts (rowid, name, brand, description, options, codes) VALUES (
    ${row}.num,
    ${row}.name,
    COALESCE(${row}.brand_name, ''),
    COALESCE(json_extract(${row}.doc, '$.plainDescription'), ''),
    COALESCE((SELECT group_concat(value, ' ') FROM v3_product_values WHERE product_num = ${row}.num
      AND path IN ('options.name', 'options.choicesSettings.choices.name')), ''),
    COALESCE((SELECT group_concat(concat_ws(' ', json_extract(v.value, '$.sku'), json_extract(v.value, '$.barcode')), ' ')
      FROM json_each(${row}.doc, '$.variantsInfo.variants') v), '')
  );`;

const forget = (row: string) => `
  DELETE FROM v3_product_values WHERE product_num = ${row}.num;
  DELETE FROM v3_products_fts WHERE rowid = ${row}.num;`;

const REBUILD_LINEAGE = `
  DELETE FROM v3_category_lineage;
  INSERT INTO v3_category_lineage (category_id, ancestor_id, depth) SELECT * FROM (
    WITH RECURSIVE up (category_id, ancestor_id, depth) AS (
      SELECT id, id, 0 FROM v3_categories
      UNION ALL
      SELECT up.category_id, c.parent_id, up.depth + 1 FROM up JOIN v3_categories c ON c.id = up.ancestor_id
      WHERE c.parent_id IS NOT NULL AND up.depth < 64
    )
    SELECT category_id, ancestor_id, MIN(depth) FROM up GROUP BY category_id, ancestor_id
  );`;

/** The product columns the list values and the free-text index are built from (and every other one but the status). */
const INDEXED_COLUMNS = `id, revision, name, slug, handle, visible, product_type, min_price, max_price, brand_id, brand_name,
  ribbon_name, main_category_id, variant_count, search_text, created_date, updated_date, doc`;

/**
 * The availability of product `id` from its items at the default location, as the query field computed it before:
 * every item in stock, none, or some (also when it has no item there).
 */
const availabilityOf = (id: string) => `(SELECT CASE WHEN SUM(i.in_stock) = COUNT(*) THEN 'IN_STOCK'
  WHEN SUM(i.in_stock) = 0 THEN 'OUT_OF_STOCK' ELSE 'PARTIALLY_OUT_OF_STOCK' END
  FROM v3_inventory_items i WHERE i.product_id = ${id} AND i.location_id = '${DEFAULT_LOCATION_ID}')`;

/**
 * Rewrites the product's status only when it changes, so that a stock write leaves the product row alone otherwise;
 * the status is computed once, in the FROM clause.
 */
const refreshAvailability = (id: string) => `
  UPDATE v3_products SET availability_status = status.value FROM (SELECT ${availabilityOf(id)} AS value) status
  WHERE v3_products.id = ${id} AND v3_products.availability_status IS NOT status.value;`;

export const productSearchMigrations = [
  {
    version: 40,
    name: 'catalog v3 list values, category lineage and free-text index',
    sql: `
      CREATE TABLE v3_product_values (
        path TEXT NOT NULL,
        value TEXT NOT NULL,
        product_num INTEGER NOT NULL,
        PRIMARY KEY (path, value, product_num)
      ) WITHOUT ROWID;
      CREATE INDEX v3_product_values_by_product ON v3_product_values (product_num, path);
      CREATE TABLE v3_category_lineage (
        category_id TEXT NOT NULL,
        ancestor_id TEXT NOT NULL,
        depth INTEGER NOT NULL,
        PRIMARY KEY (category_id, ancestor_id)
      ) WITHOUT ROWID;
      CREATE INDEX v3_category_lineage_by_ancestor ON v3_category_lineage (ancestor_id, category_id);
      CREATE VIRTUAL TABLE v3_products_fts USING fts5 (
        name, brand, description, options, codes,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      );
      CREATE TRIGGER v3_products_indexed_on_insert AFTER INSERT ON v3_products BEGIN
        ${valuesOfRow('new')}
        ${searchRowOf('new')}
      END;
      CREATE TRIGGER v3_products_indexed_on_update AFTER UPDATE ON v3_products BEGIN
        ${forget('old')}
        ${valuesOfRow('new')}
        ${searchRowOf('new')}
      END;
      CREATE TRIGGER v3_products_indexed_on_delete AFTER DELETE ON v3_products BEGIN
        ${forget('old')}
      END;
      CREATE TRIGGER v3_category_lineage_on_insert AFTER INSERT ON v3_categories BEGIN ${REBUILD_LINEAGE} END;
      CREATE TRIGGER v3_category_lineage_on_move AFTER UPDATE OF id, parent_id ON v3_categories BEGIN
        ${REBUILD_LINEAGE}
      END;
      CREATE TRIGGER v3_category_lineage_on_delete AFTER DELETE ON v3_categories BEGIN ${REBUILD_LINEAGE} END;
      ${REBUILD_LINEAGE}
      UPDATE v3_products SET doc = doc;
    `,
  },
  {
    version: 41,
    name: 'catalog v3 availability status column and listing index',
    // The re-indexing trigger now names its columns, so that a status change does not rebuild a product's values;
    // a new product takes the status of any items already stored for its id.
    sql: `
      DROP TRIGGER IF EXISTS v3_products_indexed_on_insert;
      CREATE TRIGGER v3_products_indexed_on_insert AFTER INSERT ON v3_products BEGIN
        ${valuesOfRow('new')}
        ${searchRowOf('new')}
        ${refreshAvailability('new.id')}
      END;
      DROP TRIGGER IF EXISTS v3_products_indexed_on_update;
      CREATE TRIGGER v3_products_indexed_on_update AFTER UPDATE OF ${INDEXED_COLUMNS} ON v3_products BEGIN
        ${forget('old')}
        ${valuesOfRow('new')}
        ${searchRowOf('new')}
      END;
      ALTER TABLE v3_products ADD COLUMN availability_status TEXT NOT NULL DEFAULT 'PARTIALLY_OUT_OF_STOCK';
      UPDATE v3_products SET availability_status = ${availabilityOf('v3_products.id')};
      CREATE TRIGGER v3_inventory_availability_on_insert AFTER INSERT ON v3_inventory_items BEGIN
        ${refreshAvailability('new.product_id')}
      END;
      CREATE TRIGGER v3_inventory_availability_on_update
      AFTER UPDATE OF product_id, location_id, in_stock ON v3_inventory_items BEGIN
        ${refreshAvailability('old.product_id')}
        ${refreshAvailability('new.product_id')}
      END;
      CREATE TRIGGER v3_inventory_availability_on_delete AFTER DELETE ON v3_inventory_items BEGIN
        ${refreshAvailability('old.product_id')}
      END;
      CREATE INDEX v3_products_listing ON v3_products
        (visible, min_price, brand_name, max_price, availability_status, created_date, name, id);
    `,
  },
];
