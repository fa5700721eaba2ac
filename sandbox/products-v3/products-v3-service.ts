import type {
  InventoryAtDefaultLocation,
  ProductRequestedField,
  ProductV3,
  ProductWithInventoryUpdateV3,
  ProductWithInventoryV3,
  VariantWithInventory,
} from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure, notFound } from '../kernel/errors.js';
import { emitDomainEvent, PRODUCT_V3_FQDN } from '../kernel/events/domain-events.js';
import { announceInventoryChange } from '../inventory-items-v3/inventory-item-events.js';
import { defaultLocationItems } from '../inventory-items-v3/inventory-rows.js';
import { type InventoryChange, syncInventory } from '../inventory-items-v3/inventory-sync.js';
import { applyProductUpdate, checkedRewrite, normaliseNewProduct, type StoredProductV3 } from './products-v3-input.js';
import { renderProductV3 } from './products-v3-view.js';
import { mediaFileOrPlaceholder } from '../files/media-files.js';
import { withCategoryViews } from '../categories/product-categories.js';
import { namedAfterCustomizations } from '../customizations-v3/product-customizations.js';
import {
  deleteProductV3,
  findProductV3,
  findProductV3BySlug,
  insertProductV3,
  type ProductRecordV3,
  slugTaken,
  updateProductV3,
} from './products-v3-repo.js';
import { linkProductEntities } from './product-links.js';
import { DEFAULT_LOCATION_ID } from '../kernel/entities-v3/stable-id.js';
import { assertRevision, assertUpdateTarget } from '../kernel/entities-v3/revisioned-entity.js';

export interface ProductWrite {
  record: ProductRecordV3;
  inventory: InventoryChange[];
}

export const productNotFoundV3 = (id: string) => notFound('PRODUCT_NOT_FOUND', `Product ${id} was not found`);

/** The inventory items a `*WithInventory` request gives, keyed by the stored variant ids (same order). */
function requestedStock(
  input: ProductWithInventoryUpdateV3,
  stored: StoredProductV3,
): Map<string, InventoryAtDefaultLocation> {
  const asked = new Map<string, InventoryAtDefaultLocation>();
  ((input.variantsInfo?.variants ?? []) as VariantWithInventory[]).forEach((variant, i) => {
    const id = stored.variantsInfo?.variants?.[i]?.id;
    if (id && variant.inventoryItem) asked.set(id, variant.inventoryItem);
  });
  return asked;
}

export function createProductV3(
  context: SandboxContext,
  input: ProductWithInventoryV3,
  path = 'product',
): ProductWrite {
  const stored = normaliseNewProduct(namedAfterCustomizations(context, input), path);
  if (slugTaken(context.db, stored.slug))
    throw applicationFailure(409, 'DUPLICATE_SLUG_ERROR', `Another product has the slug ${stored.slug}`);
  const now = context.clock.nowIso();
  const record: ProductRecordV3 = { product: stored, revision: 1, createdDate: now, updatedDate: now };
  const inventory = context.db.transaction(() => {
    linkProductEntities(context, stored, path);
    insertProductV3(context.db, record);
    return syncInventory(context.db, stored, now, requestedStock(input, stored));
  });
  announce(context, { record, inventory }, 'created');
  return { record, inventory };
}

export function updateProductV3Service(
  context: SandboxContext,
  id: string,
  changes: ProductWithInventoryUpdateV3,
  path = 'product',
): ProductWrite {
  assertUpdateTarget(changes, id, path);
  return context.db.transaction(() => {
    const current = findProductV3(context.db, id);
    if (!current) throw productNotFoundV3(id);
    assertRevision('Product', id, changes.revision, current.revision);
    const stored = applyProductUpdate(current.product, namedAfterCustomizations(context, changes), path);
    linkProductEntities(context, stored, path, current.product);
    if (slugTaken(context.db, stored.slug, id))
      throw applicationFailure(409, 'DUPLICATE_SLUG_ERROR', `Another product has the slug ${stored.slug}`);
    const now = context.clock.nowIso();
    const record = { ...current, product: stored, revision: current.revision + 1, updatedDate: now };
    updateProductV3(context.db, record);
    const inventory = syncInventory(context.db, stored, now, requestedStock(changes, stored));
    announce(context, { record, inventory }, 'updated', changes);
    return { record, inventory };
  });
}

export function deleteProductV3Service(context: SandboxContext, id: string): void {
  const record = findProductV3(context.db, id);
  if (!record) throw productNotFoundV3(id);
  context.db.transaction(() => deleteProductV3(context.db, id));
  emitDomainEvent(context, PRODUCT_V3_FQDN, 'deleted', wireForEvents(context, record));
}

/** A product the caller may see: hidden products exist only for the API key. */
export function readProductV3(
  context: SandboxContext,
  key: { id?: string; slug?: string },
  caller: Caller,
): ProductRecordV3 {
  const record = key.id ? findProductV3(context.db, key.id) : findProductV3BySlug(context.db, key.slug!);
  if (!record || (record.product.visible === false && caller.kind !== 'admin'))
    throw key.id ? productNotFoundV3(key.id) : notFound('PRODUCT_NOT_FOUND', `No product has the slug ${key.slug}`);
  return record;
}

/** Renders products with their default-location stock, loaded in one query. */
export function viewProductsV3(
  context: SandboxContext,
  records: ProductRecordV3[],
  fields: readonly ProductRequestedField[] | undefined,
  caller: Caller,
  withVariants: boolean,
): ProductV3[] {
  const stock = defaultLocationItems(
    context.db,
    records.map((r) => r.product.id),
    DEFAULT_LOCATION_ID,
  );
  const options = {
    fields: new Set(fields ?? []),
    merchant: caller.kind === 'admin',
    withVariants,
    origin: context.origin,
    files: (id: string) => mediaFileOrPlaceholder(context.db, id),
    stock,
  };
  return records.map((record) =>
    withCategoryViews(context.db, renderProductV3(record, options), options.fields, caller.kind !== 'admin'),
  );
}

function wireForEvents(context: SandboxContext, record: ProductRecordV3): ProductV3 {
  return viewProductsV3(context, [record], ['URL', 'CURRENCY'], { kind: 'admin' }, true)[0]!;
}

function announce(
  context: SandboxContext,
  write: ProductWrite,
  kind: 'created' | 'updated',
  changes?: ProductWithInventoryUpdateV3,
): void {
  const modified = Object.fromEntries(
    Object.entries(changes ?? {}).filter(([key]) => key !== 'id' && key !== 'revision'),
  );
  emitDomainEvent(context, PRODUCT_V3_FQDN, kind, wireForEvents(context, write.record), modified);
  for (const change of write.inventory)
    announceInventoryChange(context, change.row, change.kind, { before: change.before });
}

/**
 * Rewrites one stored product (by-filter jobs, tag and info-section bulks): the change function gets the stored
 * product and returns the new one; the revision goes up and events follow as for an update.
 */
export function rewriteProductV3(
  context: SandboxContext,
  id: string,
  change: (product: StoredProductV3) => StoredProductV3,
  expectedRevision?: string,
): ProductRecordV3 {
  return context.db.transaction(() => {
    const current = findProductV3(context.db, id);
    if (!current) throw productNotFoundV3(id);
    if (expectedRevision !== undefined) assertRevision('Product', id, expectedRevision, current.revision);
    const product = checkedRewrite(current.product, change(structuredClone(current.product)));
    linkProductEntities(context, product, 'product', current.product);
    const now = context.clock.nowIso();
    const record = { ...current, product, revision: current.revision + 1, updatedDate: now };
    updateProductV3(context.db, record);
    const inventory = syncInventory(context.db, product, now);
    announce(context, { record, inventory }, 'updated');
    return record;
  });
}
