import * as z from 'zod/mini';
import type { Product, ProductMediaInput } from 'sitekit';
import { isPictureAddress, PICTURE_ADDRESS_MESSAGE } from './picture-address';
import { zProductMediaInput } from './schemas';

/** A choice as one `<select>` value. */
export const choiceKey = (option: string, choice: string) => JSON.stringify([option, choice]);

function parseChoiceKey(key: string): { option: string; choice: string } | undefined {
  if (!key) return undefined;
  const [option, choice] = JSON.parse(key) as [string, string];
  return { option, choice };
}

/** A picture to add by URL, optionally shown for one choice; checked by the generated media-input schema. */
const mediaFields = z.object({
  url: z.string().check(z.refine(isPictureAddress, PICTURE_ADDRESS_MESSAGE)),
  choice: z.string(),
});

export const addMediaForm = z.pipe(
  z.pipe(
    mediaFields,
    z.transform(({ url, choice }: z.output<typeof mediaFields>): ProductMediaInput => {
      const forChoice = parseChoiceKey(choice);
      return forChoice ? { url, choice: forChoice } : { url };
    }),
  ),
  zProductMediaInput,
);

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
