import type {
  AdditionalInfoSection,
  CustomTextField,
  InventoryPreorderInfo,
  Dimensions,
  MediaItem,
  OptionType,
  PricePerUnitData,
  ProductDiscount,
  ProductType,
  SeoSchema,
  VariantOverride,
} from '../../generated/types.gen.js';

/**
 * A product as the sandbox stores it: what a merchant can set. Everything derived (variants, price data, ranges,
 * stock status, formatted prices) is computed from it by `materializeProduct`.
 */
export interface ProductSource {
  id: string;
  numericId: string;
  inventoryItemId: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: ProductType;
  description?: string;
  sku?: string;
  weight?: number;
  price: number;
  cost?: number;
  discount?: ProductDiscount;
  pricePerUnitData?: PricePerUnitData;
  stock: StockSource;
  /** Pre-order settings of the product's inventory item; off when absent. */
  preorderInfo?: InventoryPreorderInfo;
  /** The gallery, in order; the first item is the main media. */
  media: MediaItem[];
  options: OptionSource[];
  manageVariants: boolean;
  /** Per-variant data, keyed by `choicesKey` of the variant's choices. */
  variantOverrides: Record<string, VariantOverrideSource>;
  customTextFields?: CustomTextField[];
  additionalInfoSections?: AdditionalInfoSection[];
  seoData?: SeoSchema;
  ribbon?: string;
  brand?: string;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
  createdDate: string;
  lastUpdated: string;
}

export interface StockSource {
  trackInventory: boolean;
  /** With tracking: the quantity of each variant that has none of its own. */
  quantity?: number;
  /** Without tracking: whether the product can be bought. */
  inStock: boolean;
}

export interface OptionSource {
  optionType: OptionType;
  name: string;
  choices: ChoiceSource[];
}

export interface ChoiceSource {
  value: string;
  description: string;
  mediaIds: string[];
}

/** What a variant keeps of `updateProductVariants` (the values, not the selection), plus its own stock. */
export type VariantOverrideSource = Omit<VariantOverride, 'choices' | 'variantIds'> & {
  quantity?: number;
  inStock?: boolean;
};
