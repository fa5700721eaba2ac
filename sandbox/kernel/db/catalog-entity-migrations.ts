/** Schema steps for the catalog v3 brands, ribbons, info sections, customizations and categories (versions 30–39). */
export const catalogEntityMigrations = [
  {
    version: 30,
    name: 'catalog v3 brands and ribbons',
    // One table for both kinds: they share every column. Products created before this step named their brand and
    // ribbon with an id and no entity; those become entities here so every product reference resolves.
    sql: `
      CREATE TABLE v3_labels (
        num INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        revision INTEGER NOT NULL,
        created_date TEXT NOT NULL,
        updated_date TEXT NOT NULL,
        UNIQUE (kind, name)
      );
      CREATE INDEX v3_labels_by_created ON v3_labels (kind, created_date);
      CREATE INDEX v3_products_by_brand ON v3_products (brand_id);
      CREATE INDEX v3_products_by_ribbon ON v3_products (json_extract(doc, '$.ribbon.id'));
      INSERT OR IGNORE INTO v3_labels (kind, id, name, revision, created_date, updated_date)
        SELECT 'brand', brand_id, brand_name, 1, MIN(created_date), MIN(created_date) FROM v3_products
        WHERE brand_id IS NOT NULL AND brand_name IS NOT NULL GROUP BY brand_id;
      INSERT OR IGNORE INTO v3_labels (kind, id, name, revision, created_date, updated_date)
        SELECT 'ribbon', json_extract(doc, '$.ribbon.id'), json_extract(doc, '$.ribbon.name'), 1, MIN(created_date),
          MIN(created_date) FROM v3_products
        WHERE json_extract(doc, '$.ribbon.id') IS NOT NULL AND json_extract(doc, '$.ribbon.name') IS NOT NULL
        GROUP BY json_extract(doc, '$.ribbon.id');
    `,
  },
  {
    version: 31,
    name: 'catalog v3 info sections',
    // `doc` holds the descriptions as sent. Products keep a copy of each assigned section (id, unique name, title,
    // descriptions) that every change of the section rewrites.
    sql: `
      CREATE TABLE v3_info_sections (
        num INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        unique_name TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        doc TEXT NOT NULL,
        revision INTEGER NOT NULL,
        created_date TEXT NOT NULL,
        updated_date TEXT NOT NULL
      );
      CREATE INDEX v3_info_sections_by_created ON v3_info_sections (created_date);
    `,
  },
  {
    version: 32,
    name: 'catalog v3 customizations',
    // `doc` holds `choicesSettings` or `freeTextInput` as the wire shows them (choice ids, keys, order).
    sql: `
      CREATE TABLE v3_customizations (
        num INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        customization_type TEXT NOT NULL,
        render_type TEXT NOT NULL,
        doc TEXT NOT NULL,
        revision INTEGER NOT NULL,
        created_date TEXT NOT NULL,
        updated_date TEXT NOT NULL
      );
      CREATE INDEX v3_customizations_by_created ON v3_customizations (created_date);
    `,
  },
  {
    version: 33,
    name: 'categories and their items',
    // One tree per store. `position` orders siblings; items keep the order they were added in (`num`) and an
    // optional manual arrangement. Former slugs may not be used again.
    sql: `
      CREATE TABLE v3_categories (
        num INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        parent_id TEXT,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        visible INTEGER NOT NULL,
        doc TEXT NOT NULL,
        revision INTEGER NOT NULL,
        created_date TEXT NOT NULL,
        updated_date TEXT NOT NULL
      );
      CREATE INDEX v3_categories_by_parent ON v3_categories (parent_id, position);
      CREATE TABLE v3_category_items (
        num INTEGER PRIMARY KEY,
        category_id TEXT NOT NULL,
        item_id TEXT NOT NULL,
        arranged INTEGER,
        UNIQUE (category_id, item_id)
      );
      CREATE INDEX v3_category_items_by_item ON v3_category_items (item_id);
      CREATE TABLE v3_removed_slugs (slug TEXT PRIMARY KEY);
    `,
  },
  {
    version: 34,
    name: 'catalog v3 brands and ribbons table named after them',
    // Step 30 named the table v3_labels; code, files and tests say brands and ribbons. The rename keeps every row
    // (SQLite moves the table's indexes with it); only the index named after the old table is recreated.
    sql: `
      ALTER TABLE v3_labels RENAME TO v3_brands_and_ribbons;
      DROP INDEX v3_labels_by_created;
      CREATE INDEX v3_brands_and_ribbons_by_created ON v3_brands_and_ribbons (kind, created_date);
    `,
  },
];
