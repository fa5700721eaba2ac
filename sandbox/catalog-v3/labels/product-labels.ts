import type { Database } from '../../db/database.js';
import type { SandboxContext } from '../../context.js';
import { fieldFailure } from '../../errors.js';
import { newId } from '../../ids.js';
import type { StoredProductV3 } from '../product-input-v3.js';
import { stableGuid } from '../stable-id.js';
import { BRAND, type LabelKind, RIBBON } from './label-kinds.js';
import { findLabel, findLabelByName, isLabelId } from './label-rows.js';
import { checkedName, insertNew, labelNotFound } from './label-service.js';

type Reference = { id?: string; name?: string };

/**
 * Resolves a product's brand and ribbon against the entities before the product is stored. A name links to the
 * entity of that name, or creates it; an id alone links to its entity (the entity's name is shown). An id that no
 * longer resolves is kept only when the product already carried it (a deleted brand stays as a bare id); otherwise
 * it is a 404.
 */
export function linkProductLabels(
  context: SandboxContext,
  product: StoredProductV3,
  path: string,
  previous?: StoredProductV3,
): void {
  if (product.brand) product.brand = resolve(context, BRAND, product.brand, `${path}.brand`, previous?.brand);
  if (product.ribbon) product.ribbon = resolve(context, RIBBON, product.ribbon, `${path}.ribbon`, previous?.ribbon);
}

function resolve(
  context: SandboxContext,
  kind: LabelKind,
  reference: Reference,
  path: string,
  previous: Reference | undefined,
): Reference {
  if (reference.name === undefined) {
    const row = reference.id ? findLabel(context.db, kind, reference.id) : undefined;
    if (row) return { id: row.id, name: row.name };
    if (reference.id && previous?.id === reference.id) return { id: reference.id };
    throw labelNotFound(kind, reference.id ?? '');
  }
  const name = checkedName(kind, reference.name, `${path}.name`);
  const byName = findLabelByName(context.db, kind, name);
  if (byName) return { id: byName.id, name: byName.name };
  // The product input layer derives an id from a bare name; only an id the caller chose can link by id.
  const derived = reference.id === stableGuid(`${kind.kind}:${reference.name}`);
  const byId = reference.id ? findLabel(context.db, kind, reference.id) : undefined;
  if (byId && !derived) return { id: byId.id, name: byId.name };
  // Brands and ribbons share one table of ids: a ribbon's id cannot name a new brand, and the reverse.
  if (reference.id && !byId && isLabelId(context.db, reference.id))
    throw fieldFailure(`${path}.id`, `is the id of another kind of entity, not of a ${kind.kind}`, 'FORMAT');
  const row = insertNew(context, kind, name, reference.id && !byId ? reference.id : newId());
  return { id: row.id, name: row.name };
}

/** A renamed label shows its new name on every product that references it. */
export function renameOnProducts(db: Database, kind: LabelKind, id: string, name: string): void {
  db.run(
    `UPDATE v3_products SET ${kind.productNameColumn} = ?, doc = json_set(doc, '${kind.productPath}.name', ?)
     WHERE ${kind.productIdSql} = ?`,
    name,
    name,
    id,
  );
}

/** What deleting a label does to products: brands stay as a bare id, ribbons are removed. */
export function detachFromProducts(db: Database, kind: LabelKind, id: string): void {
  const change =
    kind.onDelete === 'dangle'
      ? `json_remove(doc, '${kind.productPath}.name')`
      : `json_remove(doc, '${kind.productPath}')`;
  db.run(`UPDATE v3_products SET ${kind.productNameColumn} = NULL, doc = ${change} WHERE ${kind.productIdSql} = ?`, id);
}
