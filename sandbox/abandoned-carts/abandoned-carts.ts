import type { AbandonedCartsQueryResponse, StoreAbandonedCart } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { notFound } from '../kernel/errors.js';
import { cartEvents } from './cart-events.js';
import type { FieldDef, FieldResolver } from '../kernel/query/fields.js';
import { filterToSql } from '../kernel/query/filter-to-sql.js';
import { sortToSql } from '../kernel/query/sort-to-sql.js';
import type { ParsedStringQuery } from '../kernel/query/string-query.js';
import { cartFromRow, findCart, idleCarts, saveCart, type CartRecord } from './cart-store.js';
import { formatMoney } from '../kernel/money.js';

/** A cart with no activity for this long is abandoned. */
export const ABANDON_AFTER_MS = 60 * 60 * 1000;

const cartFields: Record<string, FieldDef> = {
  id: { sql: 'id', type: 'string', sortable: true },
  status: { sql: 'status', type: 'string', sortable: true },
  abandonTime: { sql: 'abandon_time', type: 'datetime', sortable: true },
  'buyerInfo.email': { sql: "json_extract(buyer_info, '$.email')", type: 'string', sortable: true },
  'buyerInfo.identityType': { sql: "json_extract(buyer_info, '$.identityType')", type: 'string', sortable: true },
};

const cartField: FieldResolver = (name) => (Object.hasOwn(cartFields, name) ? cartFields[name] : undefined);

const cartNotFound = (id: string) => notFound('ABANDONED_CART_NOT_FOUND', `Abandoned cart ${id} was not found`);

export function abandonedCartToWire(cart: CartRecord): StoreAbandonedCart {
  return {
    id: cart.id,
    status: cart.status === 'RECOVERED' ? 'RECOVERED' : 'ABANDONED',
    ...(cart.abandonTime !== undefined && { abandonTime: cart.abandonTime }),
    buyerInfo: cart.buyerInfo,
    total: formatMoney(cart.total, cart.currency),
    activities: cart.activities,
  };
}

/**
 * Declares abandoned every open cart idle for {@link ABANDON_AFTER_MS} by the sandbox clock, and sends
 * `CartAbandonedEvent` for each. Runs before cart reads and after the clock moves.
 */
export function sweepAbandonedCarts(context: SandboxContext): void {
  const now = context.clock.now();
  const abandoned = context.db.transaction(() =>
    idleCarts(context.db, new Date(now - ABANDON_AFTER_MS).toISOString()).map((cart) => {
      const abandonTime = new Date(Date.parse(cart.lastActivityAt) + ABANDON_AFTER_MS).toISOString();
      const updated: CartRecord = { ...cart, status: 'ABANDONED', abandonTime };
      saveCart(context.db, updated);
      return updated;
    }),
  );
  for (const cart of abandoned) cartEvents.cartAbandoned(context, cart);
}

export function getAbandonedCart(context: SandboxContext, id: string): StoreAbandonedCart {
  sweepAbandonedCarts(context);
  const cart = findCart(context.db, id);
  if (!cart || cart.status === 'ACTIVE') throw cartNotFound(id);
  return abandonedCartToWire(cart);
}

export function queryAbandonedCarts(context: SandboxContext, query: ParsedStringQuery): AbandonedCartsQueryResponse {
  sweepAbandonedCarts(context);
  const filter = filterToSql(query.filter, cartField);
  const order = sortToSql(query.sort ?? [{ fieldName: 'abandonTime', order: 'DESC' }], cartField, 'id');
  const where = `WHERE status <> 'ACTIVE' AND (${filter.sql})`;
  const rows = context.db.all<Parameters<typeof cartFromRow>[0]>(
    `SELECT * FROM carts ${where} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    ...filter.params,
    ...order.params,
    query.limit,
    query.offset,
  );
  const total = context.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM carts ${where}`, ...filter.params)?.n ?? 0;
  return { abandonedCarts: rows.map((row) => abandonedCartToWire(cartFromRow(row))), totalResults: total };
}

/** The buyer completed the purchase of an abandoned cart; `CartRecoveredEvent` follows. */
export function recoverCart(context: SandboxContext, id: string): StoreAbandonedCart {
  sweepAbandonedCarts(context);
  const cart = findCart(context.db, id);
  if (!cart) throw cartNotFound(id);
  if (cart.status !== 'ABANDONED') return abandonedCartToWire(cart);
  const recovered: CartRecord = { ...cart, status: 'RECOVERED', recoveredTime: context.clock.nowIso() };
  saveCart(context.db, recovered);
  cartEvents.cartRecovered(context, recovered);
  return abandonedCartToWire(recovered);
}
