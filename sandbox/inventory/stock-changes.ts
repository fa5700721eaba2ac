import type { DecrementData, IncrementData, InventoryItemUpdate, InventoryItemV2 } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { loadProductSource } from '../products/products-repo.js';
import { applicationFailure, fieldFailure } from '../kernel/errors.js';
import { inventoryItemNotFound, inventoryItemOf, productIdOfInventoryItem } from './inventory-items.js';
import type { ProductSource } from '../products/product-source.js';
import { modifyProduct, productNotFound } from '../products/products-service.js';
import { variantShapes, type VariantShape } from '../products/variants.js';

/** A committed stock change: the item before and after, for the inventory events. */
export interface StockChange {
  before: InventoryItemV2;
  after: InventoryItemV2;
}

function shapeOf(source: ProductSource, variantId: string): VariantShape | undefined {
  return variantShapes(source.id, source.options).find((shape) => shape.id === variantId);
}

/**
 * Stores a variant's quantity. A product without options keeps it as the product's quantity; otherwise it is the
 * variant's own.
 */
function setQuantity(source: ProductSource, shape: VariantShape, quantity: number): void {
  if (source.options.length === 0) {
    source.stock.quantity = quantity;
    delete source.variantOverrides[shape.key]?.quantity;
    return;
  }
  source.variantOverrides[shape.key] = { ...source.variantOverrides[shape.key], quantity };
}

function setInStock(source: ProductSource, shape: VariantShape, inStock: boolean): void {
  if (source.options.length === 0) source.stock.inStock = inStock;
  else source.variantOverrides[shape.key] = { ...source.variantOverrides[shape.key], inStock };
}

/** Runs a change on a product's source and reports the inventory item before and after it. */
function changeStock(context: SandboxContext, productId: string, change: (source: ProductSource) => void): StockChange {
  return context.db.transaction(() => {
    const current = loadProductSource(context.db, productId);
    if (!current) throw productNotFound(productId);
    const before = inventoryItemOf(current);
    modifyProduct(context, productId, change);
    return { before, after: inventoryItemOf(loadProductSource(context.db, productId)!) };
  });
}

/**
 * `updateInventoryVariants`: tracking for the whole product (omitted means off, as on the platform), quantities or
 * in-stock flags of the listed variants, and pre-order settings.
 */
export function updateInventoryVariants(
  context: SandboxContext,
  productId: string,
  update: InventoryItemUpdate,
): StockChange {
  return changeStock(context, productId, (source) => {
    const track = update.trackQuantity ?? false;
    source.stock.trackInventory = track;
    (update.variants ?? []).forEach((variant, i) => {
      const shape = shapeOf(source, variant.variantId);
      if (!shape) throw fieldFailure(`inventoryItem.variants[${i}].variantId`, 'is not a variant of this product');
      if (variant.quantity !== undefined) setQuantity(source, shape, variant.quantity);
      if (variant.inStock !== undefined && !track) setInStock(source, shape, variant.inStock);
    });
    if (update.preorderInfo) source.preorderInfo = { ...source.preorderInfo, ...update.preorderInfo };
  });
}

type StockEntry = (IncrementData & { decrementBy?: never }) | (DecrementData & { incrementBy?: never });

function productIdOf(context: SandboxContext, entry: StockEntry, field: string): string {
  const named = entry.productId ?? ('externalId' in entry ? entry.externalId : undefined);
  if (named !== undefined) return named;
  if (entry.inventoryId === undefined) throw fieldFailure(field, 'needs inventoryId or productId', 'REQUIRED_FIELD');
  const owner = productIdOfInventoryItem(context.db, entry.inventoryId);
  if (owner === undefined) throw inventoryItemNotFound(entry.inventoryId);
  return owner;
}

/**
 * The guarded counter: one UPDATE that moves the variant's stored quantity only while it stays at zero or above.
 * `store_variants` holds each variant's current quantity (NULL when untracked); rematerialising the product afterwards
 * rewrites the row with the same value.
 */
function moveQuantity(context: SandboxContext, productId: string, variantId: string, delta: number): number {
  const updated = context.db.get<{ quantity: number }>(
    `UPDATE store_variants SET quantity = quantity + ?
     WHERE product_id = ? AND variant_id = ? AND quantity IS NOT NULL AND quantity + ? >= 0 RETURNING quantity`,
    delta,
    productId,
    variantId,
    delta,
  );
  if (updated) return updated.quantity;
  const row = context.db.get<{ quantity: number | null }>(
    'SELECT quantity FROM store_variants WHERE product_id = ? AND variant_id = ?',
    productId,
    variantId,
  );
  if (!row) throw applicationFailure(404, 'NOT_FOUND', `Product ${productId} has no variant ${variantId}`);
  if (row.quantity === null) {
    throw applicationFailure(428, 'INVENTORY_QUANTITY_NOT_TRACKED', `Product ${productId} does not track quantities`);
  }
  throw applicationFailure(
    428,
    'INSUFFICIENT_INVENTORY',
    `Only ${row.quantity} left of variant ${variantId} of product ${productId}`,
    { productId, variantId, quantity: row.quantity },
  );
}

/**
 * `incrementInventory` / `decrementInventory`: every entry or none (one transaction). Each entry is one guarded
 * UPDATE, so stock never goes below zero however many calls race; the products are then rematerialised so that
 * product reads show the new stock.
 */
export function adjustStock(context: SandboxContext, entries: readonly StockEntry[], listName: string): StockChange[] {
  return context.db.transaction(() => {
    const moved = new Map<string, Map<string, number>>();
    entries.forEach((entry, i) => {
      const productId = productIdOf(context, entry, `${listName}[${i}]`);
      const delta = entry.incrementBy ?? -(entry.decrementBy ?? 0);
      const quantity = moveQuantity(context, productId, entry.variantId, delta);
      const variants = moved.get(productId) ?? new Map<string, number>();
      moved.set(productId, variants.set(entry.variantId, quantity));
    });
    return [...moved].map(([productId, quantities]) =>
      changeStock(context, productId, (source) => {
        for (const [variantId, quantity] of quantities) setQuantity(source, shapeOf(source, variantId)!, quantity);
      }),
    );
  });
}
