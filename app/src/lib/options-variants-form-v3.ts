import type { ProductV3, ProductV3Update, VariantV3 } from 'sitekit';
import { connectedChoice, type CustomizationV3 } from './entities-v3/customization-values';

type ConnectedOption = NonNullable<ProductV3['options']>[number];

/** An option as the editor shows it: a name and its choices, comma-separated; `id` once the product has it. */
export interface OptionDraft {
  id?: string;
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
    id: option.id,
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

/** The variants with an option's name changed in their choices, so a renamed option keeps its variants. */
export function renameInVariants(variants: VariantDraft[], from: string, to: string): VariantDraft[] {
  if (from.trim() === to.trim()) return variants;
  return variants.map((variant) => ({
    ...variant,
    choices: variant.choices.map(([option, choice]) => [option === from.trim() ? to.trim() : option, choice]),
  }));
}

/**
 * The variants for the options as edited: one per combination of choices. A combination that already had a variant
 * keeps it (its id, price and SKU); a new one starts from the first variant's prices, its compare-at price included.
 * An option without a name still counts (the form asks for its name before saving); one without choices does not.
 */
export function variantsForOptions(options: OptionDraft[], current: VariantDraft[]): VariantDraft[] {
  const named = options.filter((option) => splitChoices(option.choices).length);
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
        compareAtPrice: template?.compareAtPrice ?? '',
        sku: '',
        visible: true,
      },
  );
}

/** A product-option customization of the store as the option a product connects to it (its id and choices). */
const asConnectedOption = (customization: CustomizationV3): ConnectedOption => ({
  id: customization.id,
  name: customization.name,
  optionRenderType: customization.customizationRenderType as ConnectedOption['optionRenderType'],
  choicesSettings: {
    choices: (customization.choicesSettings?.choices ?? []).map(connectedChoice),
  },
});

/**
 * The store's product option a new option of this name reuses: the platform keeps one customization per option
 * name, so an option named like an existing one ("Color", shown as swatches) connects to it by its id.
 */
export function sharedOptionOf(draft: OptionDraft, customizations: readonly CustomizationV3[]) {
  const name = draft.name.trim().toLowerCase();
  return customizations.find(
    (c) =>
      c.customizationType === 'PRODUCT_OPTION' &&
      c.customizationRenderType !== 'FREE_TEXT' &&
      c.name?.toLowerCase() === name,
  );
}

function optionOf(draft: OptionDraft, existing: ConnectedOption | undefined): ConnectedOption {
  const swatch = existing?.optionRenderType === 'SWATCH_CHOICES';
  const known = existing?.choicesSettings?.choices ?? [];
  const sameName = existing?.name?.toLowerCase() === draft.name.trim().toLowerCase();
  return {
    ...(existing?.id ? { id: existing.id } : {}),
    name: sameName ? existing!.name! : draft.name.trim(),
    optionRenderType: existing?.optionRenderType ?? 'TEXT_CHOICES',
    choicesSettings: {
      choices: splitChoices(draft.choices).map(
        (name) =>
          known.find((choice) => choice.name?.toLowerCase() === name.toLowerCase()) ??
          (swatch
            ? { name, choiceType: 'ONE_COLOR' as const, colorCode: '#888888' }
            : { name, choiceType: 'CHOICE_TEXT' as const }),
      ),
    },
  };
}

/**
 * The update that replaces the product's options and variants together, at its current revision. A new option named
 * like one of the store's product options (`customizations`) reuses it, adding the choices it lacks.
 */
export function optionsAndVariantsUpdate(
  product: ProductV3,
  options: OptionDraft[],
  variants: VariantDraft[],
  customizations: readonly CustomizationV3[] = [],
): ProductV3Update {
  const connected = options
    .filter((option) => splitChoices(option.choices).length)
    .map((draft) => {
      const own = product.options?.find((option) => option.id === draft.id);
      const shared = own ? undefined : sharedOptionOf(draft, customizations);
      return optionOf(draft, own ?? (shared && asConnectedOption(shared)));
    });
  return {
    revision: product.revision,
    options: connected,
    variantsInfo: {
      variants: variants.map((variant) => ({
        ...(variant.id ? { id: variant.id } : {}),
        visible: variant.visible,
        ...(variant.sku.trim() ? { sku: variant.sku.trim() } : {}),
        price: {
          actualPrice: { amount: variant.price.trim() },
          ...(variant.compareAtPrice.trim() ? { compareAtPrice: { amount: variant.compareAtPrice.trim() } } : {}),
        },
        choices: variant.choices.map(([optionName, choiceName]) => ({ optionChoiceNames: { optionName, choiceName } })),
      })),
    },
  };
}

/** What a save would take away from the saved product: its options left out and its variants no longer listed. */
export function removalsOf(product: ProductV3, options: OptionDraft[], variants: VariantDraft[]) {
  const keptOptions = new Set(options.filter((o) => splitChoices(o.choices).length).map((o) => o.id));
  const keptVariants = new Set(variants.map((v) => v.id));
  return {
    options: (product.options ?? []).filter((option) => !keptOptions.has(option.id)).map((o) => o.name ?? ''),
    variants: (product.variantsInfo?.variants ?? []).filter((variant) => !keptVariants.has(variant.id)).length,
  };
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The merchant's rules on the drafts, by form field (`options.0.name`, `variants.3.price`…), in plain words. */
export function draftProblems(options: OptionDraft[], variants: VariantDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  options.forEach((option, i) => {
    if (!option.name.trim() && option.choices.trim())
      problems[`options.${i}.name`] = 'Give the option a name, or remove the option with its button';
  });
  const names = options.map((o) => o.name.trim().toLowerCase()).filter(Boolean);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) problems[`options.${i}.name`] = 'Two options cannot have the same name';
  });
  variants.forEach((variant, i) => {
    if (!AMOUNT.test(variant.price.trim()))
      problems[`variants.${i}.price`] = 'Write a price such as 12 or 12.50, not below 0';
    const compare = variant.compareAtPrice.trim();
    if (compare && !AMOUNT.test(compare))
      problems[`variants.${i}.compareAtPrice`] = 'Write an amount such as 15 or 15.50, or leave it empty';
    else if (compare && Number(compare) <= Number(variant.price))
      problems[`variants.${i}.compareAtPrice`] = 'The compare-at price must be above the price';
    if (variant.sku.trim().length > 40) problems[`variants.${i}.sku`] = 'A SKU has at most 40 characters';
  });
  return problems;
}
