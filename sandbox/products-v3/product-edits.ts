import type { InventoryAdjustment, ProductTags, VariantPriceChange, VariantV3 } from '../../generated/types.gen.js';
import { applicationFailure, fieldFailure } from '../kernel/errors.js';
import type { StoredProductV3 } from './products-v3-input.js';

type Edit = (product: StoredProductV3) => StoredProductV3;
type AmountChange = { amount?: string; percentage?: number } | undefined;
type Rounding = 'NO_ROUNDING' | 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER';

const mapVariants = (product: StoredProductV3, change: (variant: VariantV3) => VariantV3): StoredProductV3 => ({
  ...product,
  variantsInfo: { variants: (product.variantsInfo?.variants ?? []).map(change) },
});

/** Sets visibility, price, cost or physical properties on every variant. */
export function withVariantFields(fields: Omit<Partial<VariantV3>, 'price'> & { price?: VariantPriceChange }): Edit {
  return (product) =>
    mapVariants(product, (variant) => ({
      ...variant,
      ...(fields.visible !== undefined ? { visible: fields.visible } : {}),
      ...(fields.price ? { price: { ...variant.price, ...fields.price } } : {}),
      ...(fields.revenueDetails?.cost ? { revenueDetails: { cost: fields.revenueDetails.cost } } : {}),
      ...(fields.physicalProperties
        ? { physicalProperties: { ...variant.physicalProperties, ...fields.physicalProperties } }
        : {}),
    }));
}

/** The contract's `MoneyAmount` bound: prices and costs are never negative and at most this. */
const MONEY_MAX = 999_999_999.99;

type Adjusted = 'ACTUAL_PRICE' | 'COMPARE_AT_PRICE' | 'COST';

/** An adjusted amount; one beyond the bound (or not a number at all) refuses the whole job. */
function adjusted(amount: string, change: AmountChange, rounding: Rounding, what: Adjusted): string {
  if (!change) return amount;
  const base = Number(amount);
  const value =
    change.amount !== undefined ? base + Number(change.amount) : base * (1 + (change.percentage ?? 0) / 100);
  const result = Math.max(0, value);
  const text = rounding === 'NEAREST_WHOLE_NUMBER' ? String(Math.round(result)) : result.toFixed(2);
  if (!Number.isFinite(result) || Number(text) > MONEY_MAX)
    throw applicationFailure(
      400,
      `ADJUSTED_${what}_OUT_OF_RANGE`,
      `The adjusted ${what.toLowerCase().replaceAll('_', '-')} of ${amount} would be beyond ${MONEY_MAX}`,
    );
  return text;
}

/** Raises or lowers prices and costs by an amount or a percentage. */
export function adjustAmounts(body: {
  actualPrice?: AmountChange;
  compareAtPrice?: AmountChange;
  cost?: AmountChange;
  compareAtPriceDiscount?: AmountChange;
  rounding?: Rounding;
}): Edit {
  if (!body.actualPrice && !body.compareAtPrice && !body.cost && !body.compareAtPriceDiscount)
    throw fieldFailure(
      'actualPrice',
      'at least one adjustment is required (NO_VARIANT_ADJUSTMENTS_PASSED)',
      'REQUIRED_FIELD',
    );
  const rounding = body.rounding ?? 'CURRENCY_PRECISION';
  return (product) =>
    mapVariants(product, (variant) => {
      const actual = variant.price.actualPrice.amount;
      const compareAt = variant.price.compareAtPrice?.amount;
      let nextActual = adjusted(actual, body.actualPrice, rounding, 'ACTUAL_PRICE');
      const nextCompareAt =
        compareAt !== undefined || body.compareAtPriceDiscount
          ? adjusted(compareAt ?? actual, body.compareAtPrice, rounding, 'COMPARE_AT_PRICE')
          : undefined;
      if (body.compareAtPriceDiscount && nextCompareAt !== undefined) {
        const discount = body.compareAtPriceDiscount;
        const negative: AmountChange =
          discount.amount !== undefined
            ? { amount: `-${discount.amount}` }
            : { percentage: -(discount.percentage ?? 0) };
        nextActual = adjusted(nextCompareAt, negative, rounding, 'ACTUAL_PRICE');
      }
      const cost = variant.revenueDetails?.cost?.amount;
      return {
        ...variant,
        price: {
          actualPrice: { amount: nextActual },
          ...(nextCompareAt !== undefined ? { compareAtPrice: { amount: nextCompareAt } } : {}),
        },
        ...(cost !== undefined
          ? { revenueDetails: { cost: { amount: adjusted(cost, body.cost, rounding, 'COST') } } }
          : {}),
      };
    });
}

export function editInfoSections(ids: string[], mode: 'add' | 'remove'): Edit {
  return (product) => {
    const current = product.infoSections ?? [];
    const kept = mode === 'add' ? current : current.filter((section) => !ids.includes(section.id ?? ''));
    const added = mode === 'add' ? ids.filter((id) => !current.some((s) => s.id === id)).map((id) => ({ id })) : [];
    return { ...product, infoSections: [...kept, ...added] };
  };
}

export function editCategories(ids: string[], mode: 'add' | 'remove'): Edit {
  return (product) => {
    const current = product.directCategoriesInfo?.categories ?? [];
    const kept = mode === 'add' ? current : current.filter((c) => !ids.includes(c.id ?? ''));
    const added =
      mode === 'add' ? ids.filter((id) => !current.some((c) => c.id === id)).map((id) => ({ id, index: 0 })) : [];
    return { ...product, directCategoriesInfo: { categories: [...kept, ...added] } };
  };
}

export function editTags(assign: ProductTags | undefined, unassign: ProductTags | undefined): Edit {
  const change = (list: string[] | undefined, add: string[] = [], remove: string[] = []) =>
    [...new Set([...(list ?? []), ...add])].filter((tag) => !remove.includes(tag));
  return (product) => ({
    ...product,
    tags: {
      publicTags: {
        tagIds: change(product.tags?.publicTags?.tagIds, assign?.publicTags?.tagIds, unassign?.publicTags?.tagIds),
      },
      privateTags: {
        tagIds: change(product.tags?.privateTags?.tagIds, assign?.privateTags?.tagIds, unassign?.privateTags?.tagIds),
      },
    },
  });
}

export type { InventoryAdjustment };
