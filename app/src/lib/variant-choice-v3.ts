import type { ProductV3, VariantV3 } from 'sitekit';

/** Picked choice ids by option id (the ids every variant carries, without asking for choice names). */
export type PickedChoices = Record<string, string>;

const matches = (variant: VariantV3, picked: PickedChoices) =>
  (variant.choices ?? []).every((choice) => {
    const ids = choice.optionChoiceIds;
    const pick = picked[ids?.optionId ?? ''];
    return pick === undefined || pick === ids?.choiceId;
  });

/** The variant of the picked choices, once every option has a pick. */
export function pickedVariant(product: ProductV3, picked: PickedChoices): VariantV3 | undefined {
  if ((product.options ?? []).some((option) => !picked[option.id ?? ''])) return undefined;
  return product.variantsInfo?.variants.find((variant) => matches(variant, picked));
}

/** Whether some visible, in-stock variant has this choice beside the other picks. */
export function choiceAvailable(product: ProductV3, picked: PickedChoices, optionId: string, choiceId: string) {
  const wanted = { ...picked, [optionId]: choiceId };
  return (product.variantsInfo?.variants ?? []).some(
    (variant) => variant.visible !== false && variant.inventoryStatus?.inStock !== false && matches(variant, wanted),
  );
}
