import type { SandboxContext } from '../kernel/context.js';
import { fieldFailure } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import type { StoredProductV3 } from '../products-v3/products-v3-input.js';
import type { ProductLink } from '../products-v3/product-links.js';
import { stableGuid } from '../kernel/entities-v3/stable-id.js';
import { BRAND, type BrandOrRibbonKind, RIBBON } from './brands-and-ribbons-kinds.js';
import { isBrandOrRibbonId } from './brands-and-ribbons-rows.js';
import {
  brandOrRibbonNotFound,
  checkedName,
  findBrandOrRibbon,
  findBrandOrRibbonByName,
  insertNew,
} from './brands-and-ribbons-service.js';

type Reference = { id?: string; name?: string };

/**
 * Resolves a product's brand and ribbon against the entities before the product is stored. A name links to the
 * entity of that name, or creates it; an id alone links to its entity (the entity's name is shown). An id that no
 * longer resolves is kept only when the product already carried it (a deleted brand stays as a bare id); otherwise
 * it is a 404.
 */
export const linkProductBrandsAndRibbons: ProductLink = (
  context: SandboxContext,
  product: StoredProductV3,
  path: string,
  previous?: StoredProductV3,
) => {
  if (product.brand) product.brand = resolve(context, BRAND, product.brand, `${path}.brand`, previous?.brand);
  if (product.ribbon) product.ribbon = resolve(context, RIBBON, product.ribbon, `${path}.ribbon`, previous?.ribbon);
};

function resolve(
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  reference: Reference,
  path: string,
  previous: Reference | undefined,
): Reference {
  if (reference.name === undefined) {
    const row = reference.id ? findBrandOrRibbon(context, kind, reference.id) : undefined;
    if (row) return { id: row.id, name: row.name };
    if (reference.id && previous?.id === reference.id) return { id: reference.id };
    throw brandOrRibbonNotFound(kind, reference.id ?? '');
  }
  const name = checkedName(kind, reference.name, `${path}.name`);
  const byName = findBrandOrRibbonByName(context, kind, name);
  if (byName) return { id: byName.id, name: byName.name };
  // The product input layer derives an id from a bare name; only an id the caller chose can link by id.
  const derived = reference.id === stableGuid(`${kind.kind}:${reference.name}`);
  const byId = reference.id ? findBrandOrRibbon(context, kind, reference.id) : undefined;
  if (byId && !derived) return { id: byId.id, name: byId.name };
  // Brands and ribbons share one table of ids: a ribbon's id cannot name a new brand, and the reverse.
  if (reference.id && !byId && isBrandOrRibbonId(context.db, reference.id))
    throw fieldFailure(`${path}.id`, `is the id of another kind of entity, not of a ${kind.kind}`, 'FORMAT');
  const row = insertNew(context, kind, name, reference.id && !byId ? reference.id : newId());
  return { id: row.id, name: row.name };
}
