/** Schema steps for eCommerce checkouts (versions 60–69 belong to this area). */
export const checkoutMigrations = [
  {
    version: 60,
    name: 'checkouts',
    // `line_items` holds the line items as the create call resolved them (wire JSON); `order_id` is set once the
    // hosted checkout page placed the order.
    sql: `
      CREATE TABLE checkouts (
        id TEXT PRIMARY KEY,
        channel_type TEXT NOT NULL,
        line_items TEXT NOT NULL,
        order_id TEXT,
        created_date TEXT NOT NULL,
        updated_date TEXT NOT NULL
      );
    `,
  },
] as const;
