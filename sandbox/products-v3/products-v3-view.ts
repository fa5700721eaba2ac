import type { FixedMonetaryAmount, ProductRequestedField, ProductV3, VariantV3 } from '../../generated/types.gen.js';
import { STORE_CURRENCY } from '../kernel/config.js';
import type { InventoryRow } from '../inventory-items-v3/inventory-rows.js';
import { mediaView, type MediaFiles } from './media-view.js';
import { moneyView, revenueView } from './money-view.js';
import type { ProductRecordV3 } from './products-v3-repo.js';

/** The generated types mark platform-computed fields read-only; the sandbox is the platform that computes them. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

export interface ViewOptions {
  fields: ReadonlySet<ProductRequestedField>;
  /** Merchant data (costs) only for the API key. */
  merchant: boolean;
  /** Query and search never return variants. */
  withVariants: boolean;
  origin: string;
  /** The Media Manager files the product's pictures name. */
  files: MediaFiles;
  /** Default-location inventory items of the product's variants, by variant id. */
  stock: ReadonlyMap<string, InventoryRow>;
}

const money = (amount: string, fields: ReadonlySet<ProductRequestedField>): FixedMonetaryAmount =>
  moneyView(amount, fields.has('CURRENCY'));

const inStock = (variant: VariantV3, stock: ReadonlyMap<string, InventoryRow>) =>
  stock.get(variant.id!)?.in_stock !== 0;

/** The wire product: the stored one plus what the platform derives, cut to the requested fields. */
export function renderProductV3(record: ProductRecordV3, options: ViewOptions): ProductV3 {
  const { product } = record;
  const { fields, stock } = options;
  const variants = (product.variantsInfo?.variants ?? []).map((v) => renderVariant(v, options));
  const view: Writable<ProductV3> = {
    ...product,
    revision: String(record.revision),
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
    options: (product.options ?? []).map((option) => ({
      ...option,
      choicesSettings: {
        choices: (option.choicesSettings?.choices ?? []).map((choice) => {
          const using = (product.variantsInfo?.variants ?? []).filter((v) =>
            v.choices?.some((c) => c.optionChoiceIds?.choiceId === choice.choiceId),
          );
          return {
            ...choice,
            inStock: using.some((v) => inStock(v, stock)),
            visible: using.some((v) => v.visible !== false),
          };
        }),
      },
    })),
    actualPriceRange: range(
      variants.map((v) => v.price.actualPrice.amount),
      fields,
    ),
    inventory: inventorySummary(product.variantsInfo?.variants ?? [], stock),
    variantSummary: { variantCount: variants.length },
    directCategoriesInfo: product.directCategoriesInfo ?? { categories: [] },
  };
  const compareAt = variants.flatMap((v) => (v.price.compareAtPrice ? [v.price.compareAtPrice.amount] : []));
  if (compareAt.length) view.compareAtPriceRange = range(compareAt, fields);
  if (options.merchant && fields.has('MERCHANT_DATA')) {
    const costs = variants.flatMap((v) => (v.revenueDetails?.cost ? [v.revenueDetails.cost.amount] : []));
    if (costs.length) view.costRange = range(costs, fields);
  }
  if (fields.has('CURRENCY')) view.currency = STORE_CURRENCY;
  if (fields.has('URL')) {
    const relativePath = `/product-page/${product.slug}`;
    view.url = { relativePath, url: `${options.origin}${relativePath}` };
  }
  if (fields.has('MIN_PRICE_VARIANT')) {
    const visible = variants.filter((v) => v.visible !== false);
    const cheapest = visible.reduce<VariantV3 | undefined>(
      (min, v) => (!min || Number(v.price.actualPrice.amount) < Number(min.price.actualPrice.amount) ? v : min),
      undefined,
    );
    if (cheapest) view.variantSummary!.minPriceVariant = cheapest;
  }
  if (!fields.has('DESCRIPTION')) delete view.description;
  if (!fields.has('PLAIN_DESCRIPTION')) delete view.plainDescription;
  if (options.withVariants) view.variantsInfo = { variants };
  else delete view.variantsInfo;
  view.media = mediaView(product, fields, options.origin, options.files);
  return view;
}

function renderVariant(variant: VariantV3, options: ViewOptions): VariantV3 {
  const { fields } = options;
  const item = options.stock.get(variant.id!);
  const rendered: VariantV3 = {
    ...variant,
    price: {
      actualPrice: money(variant.price.actualPrice.amount, fields),
      ...(variant.price.compareAtPrice ? { compareAtPrice: money(variant.price.compareAtPrice.amount, fields) } : {}),
    },
    inventoryStatus: {
      inStock: item ? item.in_stock === 1 : true,
      preorderEnabled: item ? (JSON.parse(item.preorder) as { enabled?: boolean }).enabled === true : false,
    },
  };
  if (!fields.has('VARIANT_OPTION_CHOICE_NAMES'))
    rendered.choices = (variant.choices ?? []).map(({ optionChoiceIds }) => ({ optionChoiceIds }));
  if (options.merchant && fields.has('MERCHANT_DATA') && variant.revenueDetails?.cost)
    rendered.revenueDetails = revenueView(variant, (amount) => money(amount, fields));
  else delete rendered.revenueDetails;
  return rendered;
}

function range(amounts: string[], fields: ReadonlySet<ProductRequestedField>) {
  if (amounts.length === 0) return undefined;
  const sorted = [...amounts].sort((a, b) => Number(a) - Number(b));
  return { minValue: money(sorted[0]!, fields), maxValue: money(sorted[sorted.length - 1]!, fields) };
}

function inventorySummary(variants: VariantV3[], stock: ReadonlyMap<string, InventoryRow>): ProductV3['inventory'] {
  const inStockCount = variants.filter((v) => inStock(v, stock)).length;
  const availabilityStatus =
    inStockCount === variants.length ? 'IN_STOCK' : inStockCount === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
  return { availabilityStatus, preorderStatus: 'DISABLED', preorderAvailability: 'NO_VARIANTS' };
}
