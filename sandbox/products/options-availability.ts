import type { FieldViolation, Product, ProductMedia, SelectedVariant, Variant } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { validationFailure } from '../kernel/errors.js';
import { stripMerchantData } from './products-view.js';
import { readableProduct } from './products-variant-queries.js';

/**
 * Given some choices, which other choices can still be bought; with a choice for every option, the variant they
 * select. A choice is in stock (visible) when some variant with it, and with the other selected choices, is.
 */
export function optionsAvailability(
  context: SandboxContext,
  productId: string,
  selection: Record<string, string>,
  caller: Caller,
) {
  const product = readableProduct(context, productId, caller);
  stripMerchantData(product);
  assertKnownChoices(product, selection);
  const variants = product.variants ?? [];
  const productOptions = (product.productOptions ?? []).map((option) => {
    const others = Object.fromEntries(Object.entries(selection).filter(([name]) => name !== option.name));
    return {
      ...option,
      choices: (option.choices ?? []).map((choice) => {
        const candidates = variants.filter((v) => matches(v, { ...others, [option.name!]: choice.description! }));
        return {
          ...choice,
          inStock: candidates.some((v) => v.stock?.inStock),
          visible: candidates.some((v) => v.variant?.visible),
        };
      }),
    };
  });
  const complete = Object.keys(selection).length === (product.productOptions ?? []).length;
  const variant = complete ? variants.find((v) => matches(v, selection)) : undefined;
  const selectedVariant = variant && selectedVariantOf(product, variant);
  return {
    ...(selectedVariant && { selectedVariant }),
    media: mediaFor(product, selection),
    productOptions,
    availableForPurchase: !!selectedVariant?.inStock && !!selectedVariant.visible && product.visible === true,
  };
}

function assertKnownChoices(product: Product, selection: Record<string, string>): void {
  const violations: FieldViolation[] = [];
  for (const [name, description] of Object.entries(selection)) {
    const option = product.productOptions?.find((o) => o.name === name);
    if (!option)
      violations.push({
        field: `options.${name}`,
        description: 'is not an option of the product',
        violatedRule: 'VALIDATION',
      });
    else if (!option.choices?.some((c) => c.description === description)) {
      violations.push({
        field: `options.${name}`,
        description: `${description} is not a choice of this option`,
        violatedRule: 'INVALID_ENUM_VALUE',
      });
    }
  }
  if (violations.length > 0) throw validationFailure(violations);
}

const matches = (variant: Variant, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([name, description]) => variant.choices?.[name] === description);

function selectedVariantOf(product: Product, variant: Variant): SelectedVariant {
  return {
    price: variant.variant?.priceData,
    convertedPriceData: variant.variant?.convertedPriceData,
    ...(variant.variant?.weight !== undefined && { weight: variant.variant.weight }),
    ...(variant.variant?.sku !== undefined && { sku: variant.variant.sku }),
    ...(variant.stock?.quantity !== undefined && { quantity: variant.stock.quantity }),
    inStock: variant.stock?.inStock ?? false,
    visible: variant.variant?.visible ?? true,
    ...(product.productDimensions && { productDimensions: product.productDimensions }),
    ...(product.packageDimensions && { packageDimensions: product.packageDimensions }),
  };
}

/** The media of the selected choices, else the product's gallery. */
function mediaFor(product: Product, selection: Record<string, string>): ProductMedia {
  for (const option of product.productOptions ?? []) {
    const choice = option.choices?.find((c) => c.description === selection[option.name!]);
    if (choice?.media?.items?.length) return choice.media;
  }
  return product.media ?? { items: [] };
}
