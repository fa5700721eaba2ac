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

export const productSearchMigrations = [
  {
    version: 40,
    name: 'catalogue v3 list values, category lineage and free-text index',
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
];
