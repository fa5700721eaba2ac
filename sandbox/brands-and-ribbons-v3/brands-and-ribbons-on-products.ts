import type { Database } from '../kernel/db/database.js';
import type { BrandOrRibbonKind } from './brands-and-ribbons-kinds.js';

/** A renamed brand or ribbon shows its new name on every product that references it. */
export function renameOnProducts(db: Database, kind: BrandOrRibbonKind, id: string, name: string): void {
  db.run(
    `UPDATE v3_products SET ${kind.productNameColumn} = ?, doc = json_set(doc, '${kind.productPath}.name', ?)
     WHERE ${kind.productIdSql} = ?`,
    name,
    name,
    id,
  );
}

/** What deleting one does to products: brands stay as a bare id, ribbons are removed. */
export function detachFromProducts(db: Database, kind: BrandOrRibbonKind, id: string): void {
  const change =
    kind.onDelete === 'dangle'
      ? `json_remove(doc, '${kind.productPath}.name')`
      : `json_remove(doc, '${kind.productPath}')`;
  db.run(`UPDATE v3_products SET ${kind.productNameColumn} = NULL, doc = ${change} WHERE ${kind.productIdSql} = ?`, id);
}
