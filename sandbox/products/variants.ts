import { createHash } from 'node:crypto';
import type { OptionSource } from './product-source.js';

export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
export const MAX_VARIANTS = 300;

export interface VariantShape {
  id: string;
  key: string;
  choices: Record<string, string>;
}

/** One variant per combination of choices (the cartesian product of the options), or one default variant. */
export function variantShapes(productId: string, options: readonly OptionSource[]): VariantShape[] {
  if (options.length === 0) return [{ id: DEFAULT_VARIANT_ID, key: '[]', choices: {} }];
  let combinations: Array<Array<[string, string]>> = [[]];
  for (const option of options) {
    combinations = combinations.flatMap((prefix) =>
      option.choices.map((choice): Array<[string, string]> => [...prefix, [option.name, choice.description]]),
    );
  }
  return combinations.map((pairs) => {
    const key = JSON.stringify(pairs);
    return { id: variantId(productId, key), key, choices: Object.fromEntries(pairs) };
  });
}

export function variantCount(options: readonly OptionSource[]): number {
  return options.reduce((count, option) => count * option.choices.length, 1);
}

/** The canonical key of a full set of choices, in option order; undefined if it does not name one choice per option. */
export function choicesKey(options: readonly OptionSource[], choices: Record<string, string>): string | undefined {
  if (Object.keys(choices).length !== options.length) return undefined;
  const pairs: Array<[string, string]> = [];
  for (const option of options) {
    const choice = choices[option.name];
    if (choice === undefined || !option.choices.some((c) => c.description === choice)) return undefined;
    pairs.push([option.name, choice]);
  }
  return JSON.stringify(pairs);
}

/** Stable across option reordering and re-derivation: a hash of the product id and the choices. */
function variantId(productId: string, key: string): string {
  const hash = createHash('sha1').update(`${productId}\u0000${key}`).digest('hex');
  return `00000000-0000-${hash.slice(0, 4)}-${hash.slice(4, 8)}-${hash.slice(8, 20)}`;
}

export function hasChoices(variant: VariantShape, wanted: Record<string, string>): boolean {
  return Object.entries(wanted).every(([name, description]) => variant.choices[name] === description);
}
