import type { ProductInfoSectionV3 } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import type { StoredProductV3 } from '../products-v3/products-v3-input.js';
import { type InfoSectionRow, PRODUCTS_WITH_SECTION } from './info-section-rows.js';

/** What a product keeps of an assigned section: a copy that every change of the section rewrites. */
export function productCopyOf(row: InfoSectionRow): ProductInfoSectionV3 {
  return { id: row.id, uniqueName: row.unique_name, title: row.title, ...JSON.parse(row.doc) };
}

function rewriteProducts(
  db: Database,
  sectionId: string,
  edit: (sections: ProductInfoSectionV3[]) => ProductInfoSectionV3[],
): void {
  const products = db.all<{ id: string; doc: string }>(
    `SELECT DISTINCT p.id, p.doc ${PRODUCTS_WITH_SECTION} = ?`,
    sectionId,
  );
  for (const { id, doc } of products) {
    const product = JSON.parse(doc) as StoredProductV3;
    product.infoSections = edit(product.infoSections ?? []);
    db.run('UPDATE v3_products SET doc = ? WHERE id = ?', JSON.stringify(product), id);
  }
}

export function refreshSectionOnProducts(db: Database, row: InfoSectionRow): void {
  rewriteProducts(db, row.id, (sections) => sections.map((s) => (s.id === row.id ? productCopyOf(row) : s)));
}

export function dropSectionFromProducts(db: Database, sectionId: string): void {
  rewriteProducts(db, sectionId, (sections) => sections.filter((s) => s.id !== sectionId));
}
