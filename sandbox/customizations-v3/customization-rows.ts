import type { Customization, CustomizationChoice, CustomizationFreeTextSettings } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import { type RevisionedRow, revisionedRows, revisionHeader } from '../kernel/entities-v3/revisioned-entity.js';
import type { StoredProductV3 } from '../products-v3/products-v3-input.js';
import { PRODUCT_ROW_COLUMNS, recordFromRow, updateProductV3 } from '../products-v3/products-v3-repo.js';
import type { Writable } from '../products-v3/products-v3-view.js';

export interface CustomizationRow extends RevisionedRow {
  name: string;
  customization_type: 'PRODUCT_OPTION' | 'MODIFIER';
  render_type: 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  /** `CustomizationBody` as JSON. */
  doc: string;
}

export type SortOrder = 'DEFAULT' | 'BY_NAME' | 'BY_PRODUCT_COUNT' | 'MANUAL';

/** What a customization holds besides its name and types: its choices, or its free-text settings. */
export interface CustomizationBody {
  choicesSettings?: { choices: CustomizationChoice[]; sortOrder?: SortOrder };
  freeTextInput?: CustomizationFreeTextSettings;
}

export const customizationRows = revisionedRows<CustomizationRow>(
  'v3_customizations',
  ['name', 'customization_type', 'render_type', 'doc'],
  ['name', 'doc'],
);

export const bodyOf = (row: CustomizationRow): CustomizationBody => JSON.parse(row.doc) as CustomizationBody;

/** Where products keep connected customizations: options and modifiers, each with an `id`. */
export const PRODUCT_CUSTOMIZATIONS = `(SELECT p.id AS product_id, p.doc AS doc, json_extract(c.value, '$.id') AS customization_id
  FROM v3_products p, json_each(p.doc, '$.options') c
  UNION ALL SELECT p.id, p.doc, json_extract(c.value, '$.id') FROM v3_products p, json_each(p.doc, '$.modifiers') c)`;

/**
 * Edits, in place, every stored product that offers the customization, and stores it again (same revision and dates)
 * with its variants, which the read-only variants are read from.
 */
export function rewriteProductsOffering(db: Database, id: string, edit: (product: StoredProductV3) => void): void {
  const rows = db.all<Parameters<typeof recordFromRow>[0]>(
    `SELECT ${PRODUCT_ROW_COLUMNS} FROM v3_products p
     WHERE p.id IN (SELECT product_id FROM ${PRODUCT_CUSTOMIZATIONS} WHERE customization_id = ?)`,
    id,
  );
  for (const record of rows.map(recordFromRow)) {
    edit(record.product);
    updateProductV3(db, record);
  }
}

export function assignedCustomizationCounts(db: Database, ids: readonly string[]): Map<string, number> {
  if (ids.length === 0) return new Map();
  const rows = db.all<{ id: string; n: number }>(
    `SELECT customization_id AS id, COUNT(DISTINCT product_id) AS n FROM ${PRODUCT_CUSTOMIZATIONS}
     WHERE customization_id IN (${ids.map(() => '?').join(', ')}) GROUP BY customization_id`,
    ...ids,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function customizationToWire(row: CustomizationRow, count?: number): Customization {
  const wire: Writable<Customization> = {
    ...revisionHeader(row),
    key: row.name,
    name: row.name,
    customizationType: row.customization_type,
    customizationRenderType: row.render_type,
    ...bodyOf(row),
  };
  if (count !== undefined) wire.assignedProductsCount = count;
  return wire;
}
