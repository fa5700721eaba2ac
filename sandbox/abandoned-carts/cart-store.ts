import type { CartActivity, CartBuyerInfo } from '../../generated/types.gen.js';
import { type Database, getMapped } from '../kernel/db/database.js';

export type CartStatus = 'ACTIVE' | 'ABANDONED' | 'RECOVERED';

/** A cart as the sandbox keeps it: every cart, open or not, so that abandonment can happen to it. */
export interface CartRecord {
  id: string;
  status: CartStatus;
  buyerInfo: CartBuyerInfo;
  itemsCount: number;
  subtotal: number;
  total: number;
  currency: string;
  couponId?: string;
  activities: CartActivity[];
  createdAt: string;
  lastActivityAt: string;
  abandonTime?: string;
  recoveredTime?: string;
}

interface CartRow {
  id: string;
  status: CartStatus;
  buyer_info: string;
  items_count: number;
  subtotal: number;
  total: number;
  currency: string;
  coupon_id: string | null;
  activities: string;
  created_at: string;
  last_activity_at: string;
  abandon_time: string | null;
  recovered_time: string | null;
}

export function cartFromRow(row: CartRow): CartRecord {
  return {
    id: row.id,
    status: row.status,
    buyerInfo: JSON.parse(row.buyer_info) as CartBuyerInfo,
    itemsCount: row.items_count,
    subtotal: row.subtotal,
    total: row.total,
    currency: row.currency,
    ...(row.coupon_id !== null && { couponId: row.coupon_id }),
    activities: JSON.parse(row.activities) as CartActivity[],
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    ...(row.abandon_time !== null && { abandonTime: row.abandon_time }),
    ...(row.recovered_time !== null && { recoveredTime: row.recovered_time }),
  };
}

export function saveCart(db: Database, cart: CartRecord): void {
  db.run(
    `INSERT INTO carts (id, status, buyer_info, items_count, subtotal, total, currency, coupon_id, activities,
       created_at, last_activity_at, abandon_time, recovered_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, activities = excluded.activities,
       abandon_time = excluded.abandon_time, recovered_time = excluded.recovered_time`,
    cart.id,
    cart.status,
    JSON.stringify(cart.buyerInfo),
    cart.itemsCount,
    cart.subtotal,
    cart.total,
    cart.currency,
    cart.couponId ?? null,
    JSON.stringify(cart.activities),
    cart.createdAt,
    cart.lastActivityAt,
    cart.abandonTime ?? null,
    cart.recoveredTime ?? null,
  );
}

export const findCart = (db: Database, id: string): CartRecord | undefined =>
  getMapped(db, cartFromRow, 'SELECT * FROM carts WHERE id = ?', id);

/** Open carts whose last activity is at or before `cutoff`, oldest first. */
export function idleCarts(db: Database, cutoff: string): CartRecord[] {
  return db
    .all<CartRow>(
      "SELECT * FROM carts WHERE status = 'ACTIVE' AND last_activity_at <= ? ORDER BY last_activity_at",
      cutoff,
    )
    .map(cartFromRow);
}
