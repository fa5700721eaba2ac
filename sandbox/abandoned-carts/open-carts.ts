import type { CartBuyerInfo } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { fieldFailure } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { ABANDON_AFTER_MS } from './abandoned-carts.js';
import { saveCart, type CartRecord } from './cart-store.js';

export interface NewCart {
  buyerInfo: CartBuyerInfo;
  lineItems: Array<{ productId: string; quantity: number }>;
  couponId?: string;
  /** When the buyer last touched the cart; default now. */
  lastActivityAt?: string;
}

function unitPrice(context: SandboxContext, productId: string, field: string): number {
  const row = context.db.get<{ price: number }>(
    'SELECT discounted_price AS price FROM products WHERE id = ?',
    productId,
  );
  if (!row) throw fieldFailure(field, `names no product (${productId})`);
  return row.price;
}

/** Opens a cart for a buyer; it is abandoned once idle for an hour of the sandbox clock. */
export function openCart(context: SandboxContext, input: NewCart): CartRecord & { abandonsAt: string } {
  const subtotal = input.lineItems.reduce(
    (sum, item, i) => sum + unitPrice(context, item.productId, `lineItems[${i}].productId`) * item.quantity,
    0,
  );
  const now = context.clock.nowIso();
  const lastActivityAt = input.lastActivityAt ?? now;
  const cart: CartRecord = {
    id: newId(),
    status: 'ACTIVE',
    buyerInfo: input.buyerInfo,
    itemsCount: input.lineItems.reduce((count, item) => count + item.quantity, 0),
    subtotal: Math.round(subtotal * 100) / 100,
    total: Math.round(subtotal * 100) / 100,
    currency: 'USD',
    ...(input.couponId !== undefined && { couponId: input.couponId }),
    activities: [],
    createdAt: lastActivityAt < now ? lastActivityAt : now,
    lastActivityAt,
  };
  saveCart(context.db, cart);
  return { ...cart, abandonsAt: new Date(Date.parse(lastActivityAt) + ABANDON_AFTER_MS).toISOString() };
}
