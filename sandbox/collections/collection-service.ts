import type { Collection } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import {
  addMembers,
  collectionSlugTaken,
  collectionToWire,
  deleteCollectionRow,
  findCollectionById,
  removeMembers,
  saveCollection,
  type CollectionRecord,
} from './collections-repo.js';
import { existingProductIds } from '../products/products-repo.js';
import { applicationFailure, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { slugify } from '../kernel/slugs.js';

const collectionNotFound = (id: string) => notFound('COLLECTION_NOT_FOUND', `Collection ${id} was not found`);
const allProductsIsFixed = () =>
  applicationFailure(
    400,
    'ALL_PRODUCTS_COLLECTION_IS_FIXED',
    'The "All Products" collection cannot be changed; it holds every product',
  );

export function createCollection(context: SandboxContext, input: Collection): Collection {
  return context.db.transaction(() => {
    const slug = input.slug?.trim() || uniqueCollectionSlug(context, slugify(input.name ?? ''));
    if (collectionSlugTaken(context.db, slug)) throw slugTaken(slug);
    const record: CollectionRecord = {
      id: newId(),
      name: input.name ?? '',
      slug,
      visible: input.visible ?? true,
      ...(input.description !== undefined && { description: input.description }),
      ...(input.media && { media: input.media }),
      isAllProducts: false,
      lastUpdated: context.clock.nowIso(),
    };
    saveCollection(context.db, record);
    return collectionToWire(context.db, record);
  });
}

export function updateCollection(context: SandboxContext, id: string, input: Collection): Collection {
  return context.db.transaction(() => {
    const record = editableCollection(context, id);
    if (input.slug !== undefined && collectionSlugTaken(context.db, input.slug, id)) throw slugTaken(input.slug);
    const next: CollectionRecord = {
      ...record,
      ...(input.name !== undefined && { name: input.name }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.visible !== undefined && { visible: input.visible }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.media !== undefined && { media: input.media }),
      lastUpdated: context.clock.nowIso(),
    };
    saveCollection(context.db, next);
    return collectionToWire(context.db, next);
  });
}

export function deleteCollection(context: SandboxContext, id: string): void {
  editableCollection(context, id);
  deleteCollectionRow(context.db, id);
}

/** All-or-nothing: unknown product ids fail the whole call. */
export function changeMembership(
  context: SandboxContext,
  id: string,
  productIds: string[],
  change: 'add' | 'remove',
): void {
  context.db.transaction(() => {
    const record = editableCollection(context, id);
    const existing = existingProductIds(context.db, productIds);
    const missing = productIds.filter((productId) => !existing.has(productId));
    if (missing.length > 0) {
      const more = missing.length > 10 ? ` and ${missing.length - 10} more` : '';
      throw notFound('PRODUCT_NOT_FOUND', `Products not found: ${missing.slice(0, 10).join(', ')}${more}`);
    }
    if (change === 'add') addMembers(context.db, id, productIds);
    else removeMembers(context.db, id, productIds);
    saveCollection(context.db, { ...record, lastUpdated: context.clock.nowIso() });
  });
}

function editableCollection(context: SandboxContext, id: string): CollectionRecord {
  const record = findCollectionById(context.db, id);
  if (!record) throw collectionNotFound(id);
  if (record.isAllProducts) throw allProductsIsFixed();
  return record;
}

function uniqueCollectionSlug(context: SandboxContext, base: string): string {
  let slug = base;
  for (let n = 2; collectionSlugTaken(context.db, slug); n++) slug = `${base}-${n}`;
  return slug;
}

const slugTaken = (slug: string) =>
  applicationFailure(400, 'SLUG_ALREADY_EXISTS', `Another collection already has the slug ${slug}`);
