import * as z from 'zod/mini';
import type { Product, Variant, VariantOverride } from 'sitekit';
import { zVariantOverride } from './schemas';

export interface VariantRowValues {
  id: string;
  price: number | undefined;
  cost: number | undefined;
  weight: number | undefined;
  sku: string;
  visible: boolean;
}

export interface VariantsValues {
  variants: VariantRowValues[];
}

const amount = (label: string) =>
  z.optional(z.number({ error: `${label} must be a number` }).check(z.minimum(0, `${label} cannot be negative`)));

const variantRows = z.object({
  variants: z.array(
    z.object({
      id: z.string(),
      price: amount('Price'),
      cost: amount('Cost'),
      weight: amount('Weight'),
      sku: z.string(),
      visible: z.boolean(),
    }),
  ),
});

/** One override per variant, picked by its id, checked against the generated variant-override schema. */
export const variantsForm = z.pipe(
  z.pipe(
    variantRows,
    z.transform(({ variants }: z.output<typeof variantRows>): VariantOverride[] =>
      variants.map(({ id, price, cost, weight, sku, visible }) => ({
        variantIds: [id],
        price,
        cost,
        weight,
        sku: sku.trim() || undefined,
        visible,
      })),
    ),
  ),
  z.array(zVariantOverride),
);

export function variantLabel(variant: Variant): string {
  return Object.values(variant.choices ?? {}).join(' / ') || 'Default';
}

export function variantsOf(product: Product): VariantsValues {
  return {
    variants: (product.variants ?? []).map((variant) => ({
      id: variant.id ?? '',
      price: variant.variant?.priceData?.price,
      cost: variant.variant?.costAndProfitData?.itemCost,
      weight: variant.variant?.weight,
      sku: variant.variant?.sku ?? '',
      visible: variant.variant?.visible !== false,
    })),
  };
}
