import type { Database } from '../../db/database.js';
import { rewriteProductsOffering } from './customization-rows.js';

type Named = { id?: string; name?: string };

const renamed = <T extends Named>(list: T[] | undefined, id: string, name: string) =>
  list?.map((entry) => (entry.id === id ? { ...entry, name } : entry));

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
