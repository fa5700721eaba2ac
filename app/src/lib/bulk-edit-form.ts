import * as z from 'zod/mini';
import type { BulkAdjustProperty, BulkUpdateSet, Product } from 'sitekit';
import { zBulkAdjustProperty, zBulkUpdateSet } from './schemas';

export const BULK_PROPERTIES = { price: 'Price', cost: 'Cost', weight: 'Weight' } as const;
export const BULK_ACTIONS = {
  set: 'Set to',
  amount: 'Change by amount',
  percentage: 'Change by percent',
} as const;

type Property = keyof typeof BULK_PROPERTIES;
type Action = keyof typeof BULK_ACTIONS;

export type BulkRequest = { kind: 'set'; set: BulkUpdateSet } | { kind: 'adjust'; adjust: BulkAdjustProperty };

// The casts only name the shape; the generated schemas in the pipe below check it.
function toRequest(property: Property, action: Action, value: number, roundToInt: boolean): BulkRequest {
  if (action === 'set') return { kind: 'set', set: { [property]: value } as BulkUpdateSet };
  const adjustment = action === 'amount' ? { amount: value } : { percentage: { rate: value, roundToInt } };
  return { kind: 'adjust', adjust: { [property]: adjustment } as BulkAdjustProperty };
}

/** The bulk form: what the merchant picks, turned into a request the generated schemas accept. */
const bulkChoice = z
  .object({
    property: z.enum(['price', 'cost', 'weight']),
    action: z.enum(['set', 'amount', 'percentage']),
    value: z.number({ error: 'Enter a number' }),
    roundToInt: z.boolean(),
  })
  .check(
    z.refine((form) => form.action !== 'set' || form.value >= 0, {
      path: ['value'],
      message: 'A price, cost or weight cannot be negative',
    }),
  );

export const bulkEditForm = z.pipe(
  z.pipe(
    bulkChoice,
    z.transform((form: z.output<typeof bulkChoice>) =>
      toRequest(form.property, form.action, form.value, form.roundToInt),
    ),
  ),
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('set'), set: zBulkUpdateSet }),
    z.object({ kind: z.literal('adjust'), adjust: zBulkAdjustProperty }),
  ]),
);

export type BulkEditFormValues = z.input<typeof bulkEditForm>;

/** The products whose variants do not all cost the same, with their range: one price for all would flatten it. */
export const variantPricesOf = (products: Product[]) =>
  products
    .filter((product) => product.priceRange && product.priceRange.minValue !== product.priceRange.maxValue)
    .map((product) => ({
      id: product.id!,
      name: product.name ?? 'a product',
      lowest: product.priceRange!.minValue!,
      highest: product.priceRange!.maxValue!,
    }));
