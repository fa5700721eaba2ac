import type {
  Checkout,
  CheckoutLineItem,
  CreateCheckoutRequest,
  MultiCurrencyPrice,
} from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import { STORE_CURRENCY } from '../kernel/config.js';
import type { SandboxContext } from '../kernel/context.js';
import { formatMoney, roundMoney } from '../kernel/money.js';
import { newId } from '../kernel/ids.js';
import { findCatalogItem, type CatalogItem } from './catalog-items.js';

interface CheckoutRow {
  id: string;
  channel_type: string;
  line_items: string;
  order_id: string | null;
  created_date: string;
  updated_date: string;
}

/** A stored checkout: the wire checkout and, once the hosted page placed it, its order's id. */
export interface StoredCheckout {
  checkout: Checkout;
  orderId: string | null;
}

/** `createCheckout`: each line item resolved against the store's catalog as `caller` sees it, then stored. */
export function createCheckout(context: SandboxContext, caller: Caller, request: CreateCheckoutRequest): Checkout {
  const now = context.clock.nowIso();
  const lineItems = request.lineItems.map((input, index): CheckoutLineItem => {
    const quantity = input.quantity ?? 1;
    const item = findCatalogItem(context, input.catalogReference, caller);
    return {
      id: lineItemId(index),
      quantity,
      catalogReference: input.catalogReference,
      ...(item ? describedLine(item, quantity) : { availability: { status: 'NOT_FOUND' } }),
    };
  });
  const id = newId();
  context.db.run(
    `INSERT INTO checkouts (id, channel_type, line_items, created_date, updated_date) VALUES (?, ?, ?, ?, ?)`,
    id,
    request.channelType,
    JSON.stringify(lineItems),
    now,
    now,
  );
  return checkoutOf({
    id,
    channel_type: request.channelType,
    line_items: JSON.stringify(lineItems),
    order_id: null,
    created_date: now,
    updated_date: now,
  });
}

export function findCheckout(context: SandboxContext, id: string): StoredCheckout | undefined {
  const row = context.db.get<CheckoutRow>('SELECT * FROM checkouts WHERE id = ?', id);
  return row && { checkout: checkoutOf(row), orderId: row.order_id };
}

/** Marks a checkout as placed; false when another request placed it first. */
export function markPlaced(context: SandboxContext, id: string, orderId: string): boolean {
  const changed = context.db.run(
    'UPDATE checkouts SET order_id = ?, updated_date = ? WHERE id = ? AND order_id IS NULL',
    orderId,
    context.clock.nowIso(),
    id,
  ).changes;
  return Number(changed) === 1;
}

export const money = (amount: number): MultiCurrencyPrice => {
  const rounded = roundMoney(amount).toFixed(2);
  const formatted = formatMoney(roundMoney(amount));
  return { amount: rounded, convertedAmount: rounded, formattedAmount: formatted, formattedConvertedAmount: formatted };
};

/** The checkout's total: the sum of the line items the catalog can supply (no shipping, tax or discounts here). */
export function totalOf(lineItems: readonly CheckoutLineItem[]): number {
  return lineItems.reduce((sum, line) => sum + Number(line.lineItemPrice?.amount ?? 0), 0);
}

function describedLine(item: CatalogItem, quantity: number): Omit<CheckoutLineItem, 'id' | 'quantity'> {
  return {
    productName: { original: item.productName, translated: item.productName },
    price: money(item.price),
    lineItemPrice: money(item.price * quantity),
    fullPrice: money(item.fullPrice),
    descriptionLines: item.choices.map(({ name, value }) => ({
      name: { original: name },
      plainText: { original: value },
    })),
    availability: availabilityOf(item, quantity),
    physicalProperties: { ...(item.sku !== undefined && { sku: item.sku }), shippable: true },
  };
}

export function availabilityOf(item: CatalogItem, quantity: number): CheckoutLineItem['availability'] {
  const counted = item.quantityAvailable !== undefined && { quantityAvailable: item.quantityAvailable };
  if (!item.forSale || item.quantityAvailable === 0) return { status: 'NOT_AVAILABLE', ...counted };
  if (item.quantityAvailable !== undefined && item.quantityAvailable < quantity)
    return { status: 'PARTIALLY_AVAILABLE', ...counted };
  return { status: 'AVAILABLE', ...counted };
}

function checkoutOf(row: CheckoutRow): Checkout {
  const lineItems = JSON.parse(row.line_items) as CheckoutLineItem[];
  const total = money(totalOf(lineItems));
  return {
    id: row.id,
    lineItems,
    priceSummary: { subtotal: total, shipping: money(0), tax: money(0), discount: money(0), total },
    currency: STORE_CURRENCY,
    channelType: row.channel_type as Checkout['channelType'],
    completed: row.order_id !== null,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
}

/** Line item ids are positions within their checkout, as GUIDs. */
const lineItemId = (index: number) => `00000000-0000-0000-0000-${String(index + 1).padStart(12, '0')}`;
