import { z } from 'zod';
import type { Product, ProductMediaInput } from './catalog-types';
import { zProductMediaInput } from './schemas';

/** A choice as one `<select>` value. */
export const choiceKey = (option: string, choice: string) => JSON.stringify([option, choice]);

function parseChoiceKey(key: string): { option: string; choice: string } | undefined {
  if (!key) return undefined;
  const [option, choice] = JSON.parse(key) as [string, string];
  return { option, choice };
}

/** A picture to add by URL, optionally shown for one choice; checked by the generated media-input schema. */
export const addMediaForm = z
  .object({ url: z.url({ error: 'Enter the picture’s full URL' }), choice: z.string() })
  .transform(({ url, choice }): ProductMediaInput => {
    const forChoice = parseChoiceKey(choice);
    return forChoice ? { url, choice: forChoice } : { url };
  })
  .pipe(zProductMediaInput);

export interface AddMediaValues {
  url: string;
  choice: string;
}

/** Every choice of the product, for the "show for choice" pickers. */
export function choicesOf(product: Product): Array<{ option: string; choice: string }> {
  return (product.productOptions ?? []).flatMap((option) =>
    (option.choices ?? []).map((choice) => ({ option: option.name ?? '', choice: choice.description ?? '' })),
  );
}
