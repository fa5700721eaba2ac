import type { ProductV3, ProductV3Update, VariantV3 } from 'sitekit';

type ConnectedOption = NonNullable<ProductV3['options']>[number];

/** An option as the editor shows it: a name and its choices, comma-separated. */
export interface OptionDraft {
  name: string;
  choices: string;
}

/** One variant row: its choices (option name to choice name) and what the merchant sets on it. */
export interface VariantDraft {
  id: string | undefined;
  choices: Array<[option: string, choice: string]>;
  price: string;
  compareAtPrice: string;
  sku: string;
  visible: boolean;
}

export const splitChoices = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((choice) => choice.trim())
      .filter(Boolean),
  ),
];

export const optionDrafts = (product: ProductV3): OptionDraft[] =>
  (product.options ?? []).map((option) => ({
    name: option.name ?? '',
    choices: (option.choicesSettings?.choices ?? []).map((choice) => choice.name ?? '').join(', '),
  }));

const choicesKey = (choices: VariantDraft['choices']) =>
  choices.map(([option, choice]) => `${option}=${choice}`).join('|');

const variantChoices = (variant: VariantV3): VariantDraft['choices'] =>
  (variant.choices ?? []).map((c) => [c.optionChoiceNames?.optionName ?? '', c.optionChoiceNames?.choiceName ?? '']);

function draftOf(variant: VariantV3): VariantDraft {
  return {
    id: variant.id,
    choices: variantChoices(variant),
    price: variant.price.actualPrice.amount,
    compareAtPrice: variant.price.compareAtPrice?.amount ?? '',
    sku: variant.sku ?? '',
    visible: variant.visible !== false,
  };
}

export const variantDrafts = (product: ProductV3): VariantDraft[] =>
  (product.variantsInfo?.variants ?? []).map(draftOf);

/**
 * The variants for the options as edited: one per combination of choices. A combination that already had a variant
 * keeps it (its id, price and SKU); a new one starts from the first variant's price.
 */
export function variantsForOptions(options: OptionDraft[], current: VariantDraft[]): VariantDraft[] {
  const named = options.filter((option) => option.name.trim() && splitChoices(option.choices).length);
  const combinations = named.reduce<VariantDraft['choices'][]>(
    (acc, option) =>
      acc.flatMap((picked) =>
        splitChoices(option.choices).map((c) => [...picked, [option.name.trim(), c]] as VariantDraft['choices']),
      ),
    [[]],
  );
  const byKey = new Map(current.map((variant) => [choicesKey(variant.choices), variant]));
  const template = current[0];
  return combinations.map(
    (choices) =>
      byKey.get(choicesKey(choices)) ?? {
        id: undefined,
        choices,
        price: template?.price ?? '0',
        compareAtPrice: '',
        sku: '',
        visible: true,
      },
  );
}

function optionOf(draft: OptionDraft, existing: ConnectedOption | undefined): ConnectedOption {
  const swatch = existing?.optionRenderType === 'SWATCH_CHOICES';
  const known = existing?.choicesSettings?.choices ?? [];
  return {
    ...(existing?.id ? { id: existing.id } : {}),
    name: draft.name.trim(),
    optionRenderType: existing?.optionRenderType ?? 'TEXT_CHOICES',
    choicesSettings: {
      choices: splitChoices(draft.choices).map(
        (name) =>
          known.find((choice) => choice.name === name) ??
          (swatch
            ? { name, choiceType: 'ONE_COLOR' as const, colorCode: '#888888' }
            : { name, choiceType: 'CHOICE_TEXT' as const }),
      ),
    },
  };
}

/** The update that replaces the product's options and variants together, at its current revision. */
export function optionsAndVariantsUpdate(
  product: ProductV3,
  options: OptionDraft[],
  variants: VariantDraft[],
): ProductV3Update {
  const connected = options
    .filter((option) => option.name.trim())
    .map((draft) =>
      optionOf(
        draft,
        product.options?.find((option) => option.name === draft.name.trim()),
      ),
    );
  return {
    revision: product.revision,
    options: connected,
    variantsInfo: {
      variants: variants.map((variant) => ({
        ...(variant.id ? { id: variant.id } : {}),
        visible: variant.visible,
        ...(variant.sku ? { sku: variant.sku } : {}),
        price: {
          actualPrice: { amount: variant.price },
          ...(variant.compareAtPrice ? { compareAtPrice: { amount: variant.compareAtPrice } } : {}),
        },
        choices: variant.choices.map(([optionName, choiceName]) => ({ optionChoiceNames: { optionName, choiceName } })),
      })),
    },
  };
}
