import type { Database } from '../kernel/db/database.js';
import type { StoredProductV3 } from '../products-v3/products-v3-input.js';
import { PRODUCT_CUSTOMIZATIONS, rewriteProductsOffering } from './customization-rows.js';

type Named = { id?: string; name?: string; key?: string };

/** The key is the name as written, so it follows the name (storefronts match keys with the variants' option names). */
const renamed = <T extends Named>(list: T[] | undefined, id: string, name: string) =>
  list?.map((entry) => (entry.id === id ? { ...entry, name, key: name } : entry));

/**
 * A renamed customization shows its new name on every product that offers it: the option or modifier, and the option
 * name of the variants' choices. The products keep their revision; the platform applies this on its own.
 */
export function renameCustomizationOnProducts(db: Database, id: string, name: string): void {
  rewriteProductsOffering(db, id, (product) => {
    product.options = renamed(product.options, id, name);
    product.modifiers = renamed(product.modifiers, id, name);
    for (const variant of product.variantsInfo?.variants ?? [])
      for (const choice of variant.choices ?? [])
        if (choice.optionChoiceIds?.optionId === id && choice.optionChoiceNames)
          choice.optionChoiceNames = { ...choice.optionChoiceNames, optionName: name };
  });
}

/** The products that offer a customization (up to `limit` of them, oldest first). */
export function productsUsing(db: Database, id: string, limit = 10): string[] {
  return db
    .all<{ product_id: string }>(
      `SELECT DISTINCT product_id FROM ${PRODUCT_CUSTOMIZATIONS} WHERE customization_id = ? LIMIT ?`,
      id,
      limit,
    )
    .map((row) => row.product_id);
}

/** Which of the given choices of an option products still offer. */
export function choicesInUse(db: Database, customizationId: string, choiceIds: readonly string[]): string[] {
  const docs = db.all<{ doc: string }>(
    `SELECT DISTINCT doc FROM ${PRODUCT_CUSTOMIZATIONS} WHERE customization_id = ?`,
    customizationId,
  );
  const used = new Set(
    docs.flatMap(({ doc }) =>
      ((JSON.parse(doc) as StoredProductV3).options ?? [])
        .filter((o) => o.id === customizationId)
        .flatMap((o) => (o.choicesSettings?.choices ?? []).map((c) => c.choiceId)),
    ),
  );
  return choiceIds.filter((id) => used.has(id));
}

/** A deleted modifier leaves every product that offered it. */
export function dropModifierFromProducts(db: Database, id: string): void {
  rewriteProductsOffering(db, id, (product) => {
    product.modifiers = (product.modifiers ?? []).filter((m) => m.id !== id);
  });
}
