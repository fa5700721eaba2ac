import type { Product } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import {
  collectionIdsOf,
  insertProductRow,
  loadProductSource,
  nextNumericId,
  slugOwner,
  uniqueSlug,
  updateProductRow,
} from './products-repo.js';
import { ALL_PRODUCTS_ID } from '../kernel/config.js';
import { applicationFailure, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { materializeProduct } from './materialize.js';
import { assertValidProduct, editableFields } from './products-input.js';
import type { ProductSource } from './product-source.js';
import { productObject } from './products-view.js';
import { slugify } from '../kernel/slugs.js';
import { variantShapes } from './variants.js';

export const productNotFound = (id: string) => notFound('PRODUCT_NOT_FOUND', `Product ${id} was not found`);

export function createProduct(context: SandboxContext, input: Product): Product {
  return context.db.transaction(() => {
    const source = newProductSource(context, input);
    assertValidProduct(source);
    const materialized = materializeProduct(source);
    insertProductRow(context.db, source, materialized);
    return productObject(materialized.publicDoc, materialized.merchantDoc, [ALL_PRODUCTS_ID], true, context.origin);
  });
}

function newProductSource(context: SandboxContext, input: Product): ProductSource {
  const fields = editableFields(input, undefined);
  const now = context.clock.nowIso();
  if (fields.slug && slugOwner(context.db, fields.slug)) throw slugTaken(fields.slug);
  return {
    visible: true,
    productType: 'physical',
    price: 0,
    stock: { trackInventory: false, inStock: true },
    media: [],
    options: [],
    manageVariants: false,
    ...fields,
    id: newId(),
    numericId: nextNumericId(context.db),
    inventoryItemId: newId(),
    name: fields.name ?? '',
    slug: fields.slug || uniqueSlug(context.db, slugify(fields.name ?? '')),
    variantOverrides: {},
    createdDate: now,
    lastUpdated: now,
  };
}

/** Loads, changes and saves one product in a transaction; answers the product as an admin sees it. */
export function modifyProduct(context: SandboxContext, id: string, change: (source: ProductSource) => void): Product {
  return context.db.transaction(() => {
    const source = loadProductSource(context.db, id);
    if (!source) throw productNotFound(id);
    change(source);
    source.lastUpdated = context.clock.nowIso();
    dropOrphanOverrides(source);
    assertValidProduct(source);
    const materialized = materializeProduct(source);
    updateProductRow(context.db, source, materialized);
    const collections = collectionIdsOf(context.db, [id]).get(id) ?? [ALL_PRODUCTS_ID];
    return productObject(materialized.publicDoc, materialized.merchantDoc, collections, true, context.origin);
  });
}

export function updateProduct(context: SandboxContext, id: string, input: Product): Product {
  return modifyProduct(context, id, (source) => {
    const fields = editableFields(input, source);
    if (fields.slug !== undefined && fields.slug !== source.slug && slugOwner(context.db, fields.slug)) {
      throw slugTaken(fields.slug);
    }
    Object.assign(source, fields);
  });
}

/** Variant data for choice combinations that no longer exist is dropped when options change. */
function dropOrphanOverrides(source: ProductSource): void {
  const keys = new Set(variantShapes(source.id, source.options).map((v) => v.key));
  for (const key of Object.keys(source.variantOverrides)) if (!keys.has(key)) delete source.variantOverrides[key];
}

const slugTaken = (slug: string) =>
  applicationFailure(400, 'SLUG_ALREADY_EXISTS', `Another product already has the slug ${slug}`);
