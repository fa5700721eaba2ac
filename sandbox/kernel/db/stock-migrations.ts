/** Schema steps for v1 inventory lookups and abandoned carts (versions 10–19 belong to this area). */
export const stockAndCartMigrations = [
  {
    version: 10,
    name: 'inventory items by id',
    // The same expression as the lookups in inventory/inventory-items.ts, so SQLite can use the index.
    sql: `CREATE INDEX product_docs_by_inventory_item ON product_docs (json_extract(source, '$.inventoryItemId'));`,
  },
  {
    version: 11,
    name: 'carts and their abandonment',
    sql: `
      CREATE TABLE carts (
        id TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        buyer_info TEXT NOT NULL,
        items_count INTEGER NOT NULL,
        subtotal REAL NOT NULL,
        total REAL NOT NULL,
        currency TEXT NOT NULL,
        coupon_id TEXT,
        activities TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL,
        last_activity_at TEXT NOT NULL,
        abandon_time TEXT,
        recovered_time TEXT
      );
      CREATE INDEX carts_by_status ON carts (status, abandon_time);
    `,
  },
] as const;
