import * as z from 'zod/mini';
import type { NewProduct, Product } from 'sitekit';
import { zCreateProductBody } from './schemas';

/** Number inputs give '' when empty; the form keeps that as "not set". */
export const optionalNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

const amount = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(z.minimum(0, `${label} cannot be negative`));

/**
 * The product details form. Its values are a product in the wire shape (`priceData.price`,
 * `costAndProfitData.itemCost`, …), checked by the generated create-product schema plus the store's own rules.
 */
export const productDetailsForm = z.intersection(
  z.object({
    // Checks, not a trim: the intersection merges both sides' outputs, and a trimmed name would not merge with the
    // untrimmed one (productBody trims it when sending).
    name: z.string().check(
      z.refine((name) => name.trim() !== '', 'Give the product a name'),
      z.refine((name) => name.trim().length <= 80, 'Use at most 80 characters'),
    ),
    priceData: z.object({ price: amount('Price') }),
    costAndProfitData: z.object({ itemCost: z.optional(amount('Cost')) }),
    weight: z.optional(amount('Weight')),
    discount: z.object({ type: z.enum(['NONE', 'AMOUNT', 'PERCENT']), value: z.optional(amount('Discount')) }).check(
      z.refine((discount) => discount.type !== 'PERCENT' || (discount.value ?? 0) <= 100, {
        path: ['value'],
        message: 'A percent discount is at most 100',
      }),
    ),
  }),
  // The store's rules first, so a field shows their wording rather than the schema's.
  zCreateProductBody.shape.product,
);

export interface ProductDetailsValues {
  name: string;
  productType: 'physical' | 'digital';
  description: string;
  sku: string;
  visible: boolean;
  priceData: { price: number | undefined };
  costAndProfitData: { itemCost: number | undefined };
  weight: number | undefined;
  discount: { type: 'NONE' | 'AMOUNT' | 'PERCENT'; value: number | undefined };
  brand: string;
  ribbon: string;
}

export const EMPTY_PRODUCT: ProductDetailsValues = {
  name: '',
  productType: 'physical',
  description: '',
  sku: '',
  visible: true,
  priceData: { price: undefined },
  costAndProfitData: { itemCost: undefined },
  weight: undefined,
  discount: { type: 'NONE', value: undefined },
  brand: '',
  ribbon: '',
};

export function detailsOf(product: Product): ProductDetailsValues {
  const discountType = product.discount?.type;
  return {
    name: product.name ?? '',
    productType: product.productType === 'digital' ? 'digital' : 'physical',
    description: product.description ?? '',
    sku: product.sku ?? '',
    visible: product.visible !== false,
    priceData: { price: product.priceData?.price },
    costAndProfitData: { itemCost: product.costAndProfitData?.itemCost },
    weight: product.weight,
    discount: {
      type: discountType === 'AMOUNT' || discountType === 'PERCENT' ? discountType : 'NONE',
      value: discountType === 'AMOUNT' || discountType === 'PERCENT' ? product.discount?.value : undefined,
    },
    brand: product.brand ?? '',
    ribbon: product.ribbon ?? '',
  };
}

/** The request body: empty text fields are left out (brand and ribbon are cleared with their own calls). */
export function productBody(values: ProductDetailsValues): NewProduct {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    name: values.name.trim(),
    productType: values.productType,
    description: values.description,
    sku: text(values.sku),
    visible: values.visible,
    priceData: { price: values.priceData.price },
    costAndProfitData:
      values.costAndProfitData.itemCost === undefined ? undefined : { itemCost: values.costAndProfitData.itemCost },
    weight: values.weight,
    discount: values.discount.type === 'NONE' ? { type: 'NONE', value: 0 } : values.discount,
    brand: text(values.brand),
    ribbon: text(values.ribbon),
  };
}
