import type { CheckoutLineItemInput, Product, Variant } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { ApiError } from '../kernel/errors.js';
import { readableProduct } from '../products/products-variant-queries.js';
import { DEFAULT_VARIANT_ID } from '../products/variants.js';
import { STORES_APP_ID } from '../categories/category-rows.js';
import { findInventoryRowByVariant } from '../inventory-items-v3/inventory-rows.js';
import { findProductV3 } from '../products-v3/products-v3-repo.js';
import { DEFAULT_LOCATION_ID } from '../kernel/entities-v3/stable-id.js';

/** Where a line item's stock is counted: a V1 product's variant, or a V3 inventory item at the default location. */
export type StockPlace =
  | { catalog: 'V1'; productId: string; variantId: string; tracked: boolean }
  | { catalog: 'V3'; inventoryItemId: string | undefined; tracked: boolean };

/** A catalog item as a line item shows it: name, chosen options, price and what is in stock. */
export interface CatalogItem {
  productName: string;
  variantId: string;
  choices: Array<{ name: string; value: string }>;
  price: number;
  fullPrice: number;
  sku?: string;
  forSale: boolean;
  /** How many are in stock; undefined when the catalog does not count them. */
  quantityAvailable?: number;
  stock: StockPlace;
}

/**
 * The store's product and variant that a line item's catalog reference names, read as `caller` may read it (a
 * hidden product is unknown to visitors and members); undefined when there is none.
 */
export function findCatalogItem(
  context: SandboxContext,
  reference: CheckoutLineItemInput['catalogReference'],
  caller: Caller,
): CatalogItem | undefined {
  if (reference.appId !== STORES_APP_ID) return undefined;
  return context.catalogVersion === 'V3_CATALOG'
    ? findItemV3(context, reference, caller)
    : findItemV1(context, reference, caller);
}

function findItemV3(
  context: SandboxContext,
  reference: CheckoutLineItemInput['catalogReference'],
  caller: Caller,
): CatalogItem | undefined {
  const product = findProductV3(context.db, reference.catalogItemId)?.product;
  if (!product || (product.visible === false && caller.kind !== 'admin')) return undefined;
  const variants = product.variantsInfo?.variants ?? [];
  const wanted = reference.options?.variantId;
  const variant = wanted === undefined && variants.length === 1 ? variants[0] : variants.find((v) => v.id === wanted);
  if (!variant?.id) return undefined;
  const item = findInventoryRowByVariant(context.db, variant.id, DEFAULT_LOCATION_ID);
  const tracked = item?.track_quantity === 1;
  const price = Number(variant.price?.actualPrice?.amount ?? 0);
  return {
    productName: product.name,
    variantId: variant.id,
    choices: (variant.choices ?? []).map((choice) => ({
      name: choice.optionChoiceNames?.optionName ?? '',
      value: choice.optionChoiceNames?.choiceName ?? '',
    })),
    price,
    fullPrice: Number(variant.price?.compareAtPrice?.amount ?? price),
    ...(variant.sku !== undefined && { sku: variant.sku }),
    forSale: variant.visible !== false && (item ? item.in_stock === 1 : false),
    ...(tracked && { quantityAvailable: Math.max(0, item.quantity ?? 0) }),
    stock: { catalog: 'V3', inventoryItemId: item?.id, tracked },
  };
}

function findItemV1(
  context: SandboxContext,
  reference: CheckoutLineItemInput['catalogReference'],
  caller: Caller,
): CatalogItem | undefined {
  const product = readableV1Product(context, reference.catalogItemId, caller);
  if (!product) return undefined;
  const variant = variantOf(product, reference.options);
  if (!variant) return undefined;
  const priceData = variant.variant?.priceData ?? product.priceData;
  const price = priceData?.discountedPrice ?? priceData?.price ?? 0;
  const tracked = variant.stock?.trackQuantity === true;
  return {
    productName: product.name ?? '',
    variantId: variant.id ?? DEFAULT_VARIANT_ID,
    choices: Object.entries(variant.choices ?? {}).map(([name, value]) => ({ name, value })),
    price,
    fullPrice: priceData?.price ?? price,
    ...(variant.variant?.sku && { sku: variant.variant.sku }),
    forSale: variant.variant?.visible !== false && variant.stock?.inStock !== false,
    ...(tracked && { quantityAvailable: Math.max(0, variant.stock?.quantity ?? 0) }),
    stock: { catalog: 'V1', productId: product.id!, variantId: variant.id ?? DEFAULT_VARIANT_ID, tracked },
  };
}

function readableV1Product(context: SandboxContext, productId: string, caller: Caller): Product | undefined {
  try {
    return readableProduct(context, productId, caller);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** A V1 variant by `variantId`, or by a choice per option; a product without options has its one variant. */
function variantOf(product: Product, options: { variantId?: string; options?: Record<string, string> } | undefined) {
  const variants: Variant[] = product.variants ?? [];
  if (options?.variantId !== undefined) return variants.find((v) => v.id === options.variantId);
  const choices = options?.options ?? {};
  const optionCount = product.productOptions?.length ?? 0;
  if (Object.keys(choices).length !== optionCount) return undefined;
  return variants.find((v) => Object.entries(choices).every(([name, choice]) => v.choices?.[name] === choice));
}
