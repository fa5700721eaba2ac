import type {
  InventoryStatus,
  MediaItem,
  NumericRange,
  Product,
  ProductOption,
  StoreVariant,
  Variant,
  VariantMedia,
} from '../../generated/types.gen.js';
import { costAndProfit, priceData } from './pricing.js';
import { ORIGIN_TOKEN, sandboxUrl, splitMerchantData } from './products-view.js';
import type { ChoiceSource, ProductSource, VariantOverrideSource } from './product-source.js';
import { variantShapes, type VariantShape } from './variants.js';

/** The columns of the products table that filters and sorts use. */
export interface ProductScalars {
  name: string;
  slug: string;
  visible: number;
  productType: string;
  description: string | null;
  sku: string | null;
  price: number;
  discountedPrice: number;
  cost: number | null;
  weight: number | null;
  inStock: number;
  inventoryStatus: InventoryStatus;
  quantity: number | null;
  brand: string | null;
  ribbon: string | null;
  manageVariants: number;
  createdDate: string;
  lastUpdated: string;
}

export interface StoreVariantRecord {
  variant: StoreVariant;
  position: number;
  visible: boolean;
}

export interface MaterializedProduct {
  /** The wire product with merchant data, without `collectionIds` (added per read), on the placeholder origin. */
  product: Product;
  /** `product` without merchant data, serialised: what public reads send. */
  publicDoc: string;
  merchantDoc: string | null;
  scalars: ProductScalars;
  storeVariants: StoreVariantRecord[];
}

interface ComputedVariant {
  shape: VariantShape;
  price: number;
  cost: number | undefined;
  weight: number | undefined;
  sku: string | undefined;
  visible: boolean;
  quantity: number | undefined;
  inStock: boolean;
}

/** What the platform answers for a product without a discount (its API reference shows it on every product). */
const NO_DISCOUNT = { type: 'NONE', value: 0 } as const;

export function materializeProduct(source: ProductSource): MaterializedProduct {
  const variants = variantShapes(source.id, source.options).map((shape) => computeVariant(source, shape));
  const inventoryStatus = inventoryStatusOf(variants);
  const quantity = totalQuantity(source, variants);
  const price = priceData(source.price, source.discount, pricePerUnit(source));
  const product: Product = {
    id: source.id,
    name: source.name,
    slug: source.slug,
    visible: source.visible,
    productType: source.productType,
    ...(source.description !== undefined && { description: source.description }),
    ...(source.sku !== undefined && { sku: source.sku }),
    ...(source.weight !== undefined && { weight: source.weight }),
    ...range(
      'weightRange',
      variants.map((v) => v.weight),
    ),
    stock: {
      trackInventory: source.stock.trackInventory,
      ...(quantity !== undefined && { quantity }),
      inStock: inventoryStatus !== 'OUT_OF_STOCK',
      inventoryStatus,
    },
    price,
    priceData: price,
    convertedPriceData: price,
    ...range(
      'priceRange',
      variants.map((v) => v.price),
    ),
    ...(source.cost !== undefined && { costAndProfitData: costAndProfit(source.cost, price.discountedPrice!) }),
    ...range(
      'costRange',
      variants.map((v) => v.cost),
    ),
    // Every product answers its unit pricing, zeros and UNSPECIFIED units when it has none (the REST reference's
    // products show it so).
    pricePerUnitData: source.pricePerUnitData ?? NO_UNIT_PRICING,
    additionalInfoSections: source.additionalInfoSections ?? [],
    ribbons: source.ribbon ? [{ text: source.ribbon }] : [],
    media: galleryOf(source.media),
    customTextFields: source.customTextFields ?? [],
    manageVariants: source.manageVariants,
    productOptions: source.options.map((option) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((choice) => wireChoice(source, option.name, choice, variants)),
    })),
    productPageUrl: { base: `${ORIGIN_TOKEN}/`, path: `/product-page/${source.slug}` },
    numericId: source.numericId,
    inventoryItemId: source.inventoryItemId,
    discount: source.discount ?? NO_DISCOUNT,
    variants: variants.map((v) => wireVariant(source, v)),
    lastUpdated: source.lastUpdated,
    createdDate: source.createdDate,
    ...(source.seoData && { seoData: source.seoData }),
    ...(source.ribbon !== undefined && { ribbon: source.ribbon }),
    ...(source.brand !== undefined && { brand: source.brand }),
    ...(source.productDimensions && { productDimensions: source.productDimensions }),
    ...(source.packageDimensions && { packageDimensions: source.packageDimensions }),
  };
  return {
    product,
    ...splitMerchantData(product),
    scalars: scalarsOf(source, price.discountedPrice!, inventoryStatus, quantity),
    storeVariants: storeVariantsOf(source, variants),
  };
}

function computeVariant(source: ProductSource, shape: VariantShape): ComputedVariant {
  const override: VariantOverrideSource = source.manageVariants ? (source.variantOverrides[shape.key] ?? {}) : {};
  const stock = source.variantOverrides[shape.key] ?? {};
  const quantity = source.stock.trackInventory ? (stock.quantity ?? source.stock.quantity ?? 0) : undefined;
  return {
    shape,
    price: override.price ?? source.price,
    cost: override.cost ?? source.cost,
    weight: override.weight ?? source.weight,
    sku: override.sku ?? source.sku,
    visible: override.visible ?? true,
    quantity,
    inStock: quantity !== undefined ? quantity > 0 : (stock.inStock ?? source.stock.inStock),
  };
}

function wireVariant(source: ProductSource, variant: ComputedVariant): Variant {
  const variantPrice = priceData(variant.price, source.discount);
  return {
    id: variant.shape.id,
    choices: variant.shape.choices,
    variant: {
      priceData: variantPrice,
      convertedPriceData: variantPrice,
      ...(variant.cost !== undefined && {
        costAndProfitData: costAndProfit(variant.cost, variantPrice.discountedPrice!),
      }),
      ...(variant.weight !== undefined && { weight: variant.weight }),
      ...(variant.sku !== undefined && { sku: variant.sku }),
      visible: variant.visible,
    },
    stock: {
      trackQuantity: source.stock.trackInventory,
      ...(variant.quantity !== undefined && { quantity: variant.quantity }),
      inStock: variant.inStock,
    },
  };
}

function wireChoice(source: ProductSource, optionName: string, choice: ChoiceSource, variants: ComputedVariant[]) {
  const withChoice = variants.filter((v) => v.shape.choices[optionName] === choice.description);
  const media = choice.mediaIds.map((id) => source.media.find((m) => m.id === id)).filter((m): m is MediaItem => !!m);
  return {
    value: choice.value,
    description: choice.description,
    ...(media.length > 0 && { media: galleryOf(media) }),
    inStock: withChoice.some((v) => v.inStock),
    visible: withChoice.some((v) => v.visible),
  } satisfies NonNullable<ProductOption['choices']>[number];
}

function galleryOf(stored: MediaItem[]) {
  const items = stored.map(onSandboxOrigin);
  return items.length > 0 ? { mainMedia: items[0], items } : { items: [] };
}

function onSandboxOrigin(item: MediaItem): MediaItem {
  return {
    ...item,
    ...(item.image?.url && { image: { ...item.image, url: sandboxUrl(item.image.url) } }),
    ...(item.thumbnail?.url && { thumbnail: { ...item.thumbnail, url: sandboxUrl(item.thumbnail.url) } }),
  };
}

function range<K extends string>(key: K, values: Array<number | undefined>): Partial<Record<K, NumericRange>> {
  const defined = values.filter((v): v is number => v !== undefined);
  if (defined.length === 0) return {};
  return { [key]: { minValue: Math.min(...defined), maxValue: Math.max(...defined) } } as Record<K, NumericRange>;
}

function inventoryStatusOf(variants: ComputedVariant[]): InventoryStatus {
  const inStock = variants.filter((v) => v.inStock).length;
  if (inStock === variants.length) return 'IN_STOCK';
  return inStock === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
}

/** The product's quantity: the sum over its variants once any variant has stock of its own. */
function totalQuantity(source: ProductSource, variants: ComputedVariant[]): number | undefined {
  if (!source.stock.trackInventory) return undefined;
  const perVariant = Object.values(source.variantOverrides).some((override) => override.quantity !== undefined);
  if (!source.manageVariants && !perVariant) return source.stock.quantity ?? 0;
  return variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0);
}

const NO_UNIT_PRICING = {
  totalQuantity: 0,
  totalMeasurementUnit: 'UNSPECIFIED',
  baseQuantity: 0,
  baseMeasurementUnit: 'UNSPECIFIED',
} as const;

function pricePerUnit(source: ProductSource): number | undefined {
  const data = source.pricePerUnitData;
  if (!data?.totalQuantity || !data.baseQuantity) return undefined;
  return Math.round((source.price / data.totalQuantity) * data.baseQuantity * 100) / 100;
}

function scalarsOf(
  source: ProductSource,
  discounted: number,
  inventoryStatus: InventoryStatus,
  quantity: number | undefined,
): ProductScalars {
  return {
    name: source.name,
    slug: source.slug,
    visible: source.visible ? 1 : 0,
    productType: source.productType,
    description: source.description ?? null,
    sku: source.sku ?? null,
    price: source.price,
    discountedPrice: discounted,
    cost: source.cost ?? null,
    weight: source.weight ?? null,
    inStock: inventoryStatus === 'OUT_OF_STOCK' ? 0 : 1,
    inventoryStatus,
    quantity: quantity ?? null,
    brand: source.brand ?? null,
    ribbon: source.ribbon ?? null,
    manageVariants: source.manageVariants ? 1 : 0,
    createdDate: source.createdDate,
    lastUpdated: source.lastUpdated,
  };
}

function storeVariantsOf(source: ProductSource, variants: ComputedVariant[]): StoreVariantRecord[] {
  return variants.map((variant, position) => ({
    position,
    visible: variant.visible,
    variant: {
      id: `${source.id}-${variant.shape.id}`,
      variantId: variant.shape.id,
      productId: source.id,
      variantName: Object.values(variant.shape.choices).join(' | '),
      productName: source.name,
      managedVariant: source.manageVariants,
      ...(variant.sku !== undefined && { sku: variant.sku }),
      stock: {
        trackQuantity: source.stock.trackInventory,
        ...(variant.quantity !== undefined && { quantity: variant.quantity }),
        inStock: variant.inStock,
      },
      choices: variant.shape.choices,
      ...variantMedia(source, variant.shape),
      preorderInfo: { enabled: false },
    },
  }));
}

/** A variant shows the media of its first choice that has some, else the product's main media. */
function variantMedia(source: ProductSource, shape: VariantShape): { media?: VariantMedia } {
  const choiceMediaId = source.options
    .map((option) => option.choices.find((c) => c.description === shape.choices[option.name])?.mediaIds[0])
    .find((id) => id !== undefined);
  const item = source.media.find((m) => m.id === choiceMediaId) ?? source.media[0];
  if (!item?.image?.url) return {};
  return {
    media: {
      image: {
        ...(item.id !== undefined && { id: item.id }),
        url: sandboxUrl(item.image.url),
        ...(item.image.width !== undefined && { width: item.image.width }),
        ...(item.image.height !== undefined && { height: item.image.height }),
        ...(item.title !== undefined && { altText: item.title }),
        ...(item.id !== undefined && { filename: item.id }),
      },
    },
  };
}
