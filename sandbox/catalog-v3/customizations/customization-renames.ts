import type { Database } from '../../db/database.js';
import type { StoredProductV3 } from '../product-input-v3.js';
import { PRODUCT_CUSTOMIZATIONS } from './customization-rows.js';

type Named = { id?: string; name?: string };

const renamed = <T extends Named>(list: T[] | undefined, id: string, name: string) =>
  list?.map((entry) => (entry.id === id ? { ...entry, name } : entry));

/**
 * A renamed customization shows its new name on every product that offers it: the option or modifier, and the option
 * name of the variants' choices. The products keep their revision; the platform applies this on its own.
 */
export function renameCustomizationOnProducts(db: Database, id: string, name: string): void {
  const products = db.all<{ product_id: string; doc: string }>(
    `SELECT DISTINCT product_id, doc FROM ${PRODUCT_CUSTOMIZATIONS} WHERE customization_id = ?`,
    id,
  );
  for (const { product_id, doc } of products) {
    const product = JSON.parse(doc) as StoredProductV3;
    product.options = renamed(product.options, id, name);
    product.modifiers = renamed(product.modifiers, id, name);
    for (const variant of product.variantsInfo?.variants ?? [])
      for (const choice of variant.choices ?? [])
        if (choice.optionChoiceIds?.optionId === id && choice.optionChoiceNames)
          choice.optionChoiceNames = { ...choice.optionChoiceNames, optionName: name };
    db.run('UPDATE v3_products SET doc = ? WHERE id = ?', JSON.stringify(product), product_id);
  }
}
