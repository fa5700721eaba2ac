import type { CheckoutLineItem } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { adjustStock, type StockChange } from '../inventory/stock-changes.js';
import { adjustQuantityV3, inventoryRowOrFail } from '../inventory-items-v3/inventory-service.js';
import { emitStockChange } from '../inventory/inventory-events.js';
import { newId } from '../kernel/ids.js';
import { findCatalogItem, type CatalogItem } from './catalog-items.js';
import { findCheckout, markPlaced } from './checkouts.js';

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderId: string }
  | { kind: 'alreadyPlaced'; orderId: string }
  | { kind: 'refused'; reasons: string[] }
  | { kind: 'unknownCheckout' };

/** What one stock place is asked for by the whole order (a variant may be on two line items). */
interface Demand {
  item: CatalogItem;
  quantity: number;
  label: string;
}

/** The hosted page reads the catalog as the store does; what a visitor could not see was refused at creation. */
const STORE = { kind: 'admin' } as const;

/**
 * Places the order of a checkout, as the hosted checkout page's "Place order" does: in one transaction, every line
 * item is checked against the stock as it is now and its quantity taken out of it, or nothing happens and the
 * shopper is told, in plain words, what cannot be bought. Stock never goes below zero, and of two shoppers racing for
 * the last item exactly one gets it: the transactions run one after the other, and the second finds none left.
 */
export function placeOrder(context: SandboxContext, checkoutId: string): PlaceOrderOutcome {
  const v1Changes: StockChange[] = [];
  const outcome = context.db.transaction((): PlaceOrderOutcome => {
    const stored = findCheckout(context, checkoutId);
    if (!stored) return { kind: 'unknownCheckout' };
    if (stored.orderId) return { kind: 'alreadyPlaced', orderId: stored.orderId };
    const { demands, reasons } = demandsOf(context, stored.checkout.lineItems ?? []);
    for (const demand of demands.values()) {
      const refusal = refusalOf(demand);
      if (refusal) reasons.push(refusal);
    }
    if (reasons.length > 0) return { kind: 'refused', reasons };
    for (const { item, quantity } of demands.values()) v1Changes.push(...takeFromStock(context, item, quantity));
    const orderId = newId();
    markPlaced(context, checkoutId, orderId);
    return { kind: 'placed', orderId };
  });
  if (outcome.kind === 'placed') for (const change of v1Changes) emitStockChange(context, change);
  return outcome;
}

function demandsOf(context: SandboxContext, lineItems: readonly CheckoutLineItem[]) {
  const demands = new Map<string, Demand>();
  const reasons: string[] = [];
  for (const line of lineItems) {
    const name = line.productName?.original ?? 'An item';
    const item =
      line.availability?.status === 'NOT_FOUND' ? undefined : findCatalogItem(context, line.catalogReference!, STORE);
    if (!item) {
      reasons.push(`${name} is no longer sold in this store.`);
      continue;
    }
    const key = `${line.catalogReference!.catalogItemId}/${item.variantId}`;
    const quantity = (demands.get(key)?.quantity ?? 0) + (line.quantity ?? 1);
    demands.set(key, { item, quantity, label: labelOf(item) });
  }
  return { demands, reasons };
}

function refusalOf({ item, quantity, label }: Demand): string | undefined {
  if (!item.forSale || item.quantityAvailable === 0) return `${label} is sold out.`;
  if (item.quantityAvailable !== undefined && item.quantityAvailable < quantity)
    return `Only ${item.quantityAvailable} of ${label} ${item.quantityAvailable === 1 ? 'is' : 'are'} left; this order asks for ${quantity}.`;
  return undefined;
}

/** `Linen Shirt (M, White)`, or the name alone for a product without options. */
export function labelOf(item: CatalogItem): string {
  const values = item.choices.map((choice) => choice.value).filter(Boolean);
  return values.length > 0 ? `${item.productName} (${values.join(', ')})` : item.productName;
}

/** Takes a counted quantity out of stock; an item whose stock is not counted only had to be in stock. */
function takeFromStock(context: SandboxContext, item: CatalogItem, quantity: number): StockChange[] {
  const { stock } = item;
  if (!stock.tracked) return [];
  if (stock.catalog === 'V1') {
    const entry = { productId: stock.productId, variantId: stock.variantId, decrementBy: quantity };
    return adjustStock(context, [entry], 'lineItems');
  }
  adjustQuantityV3(context, inventoryRowOrFail(context, stock.inventoryItemId!), -quantity);
  return [];
}
