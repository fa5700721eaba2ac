import type { ProductV3 } from 'sitekit';
import * as z from 'zod/mini';
import { countOf } from './count-words';

/** What the bulk panel of a v3 store does to the selected products. */
export const BULK_ACTIONS_V3 = {
  setPrice: 'Set the price to',
  adjustPrice: 'Change the price by percent',
  show: 'Show in the shop',
  hide: 'Hide from the shop',
} as const;

export type BulkActionV3 = keyof typeof BULK_ACTIONS_V3;

export interface BulkEditValuesV3 {
  action: BulkActionV3;
  value: string;
}

/** The panel's rules: a price is an amount of 0 or more, a percentage between −100 and 1000 (the contract's range). */
export const bulkEditFormV3 = z
  .object({ action: z.enum(['setPrice', 'adjustPrice', 'show', 'hide']), value: z.string() })
  .check(
    z.refine((values) => values.action !== 'setPrice' || /^\s*\d+(\.\d{1,2})?\s*$/.test(values.value), {
      path: ['value'],
      message: 'Write a price such as 12 or 12.50, not below 0',
    }),
    z.refine(
      (values) =>
        values.action !== 'adjustPrice' ||
        (/^\s*-?\d+(\.\d+)?\s*$/.test(values.value) && Number(values.value) >= -100 && Number(values.value) <= 1000),
      { path: ['value'], message: 'Write a percentage from -100 to 1000, such as 10 or -15' },
    ),
  );

/** The sentence a finished bulk change shows. */
export function bulkDoneV3(action: BulkActionV3, count: number): string {
  const products = countOf(count, 'product');
  if (action === 'show') return `${products} shown in the shop.`;
  if (action === 'hide') return `${products} hidden from the shop.`;
  return `New prices set on ${products}.`;
}

const names = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** The products by name, as a sentence's list: "Linen Shirt, Gift Card and Tote". */
export const namesOf = (products: ReadonlyArray<{ name?: string }>) =>
  names.format(products.map((product) => product.name ?? 'a product'));

/** The products whose variants do not all cost the same: one price for all of them would flatten their prices. */
export const variantPricesOf = (products: ProductV3[]) =>
  products.filter(
    (product) =>
      Number(product.actualPriceRange?.minValue?.amount) !== Number(product.actualPriceRange?.maxValue?.amount),
  );

/** The sentence telling which products were left with their variant prices. */
export const keptVariantPrices = (products: ReadonlyArray<{ name?: string }>) =>
  `${namesOf(products)} kept ${products.length === 1 ? 'its' : 'their'} variant prices.`;
