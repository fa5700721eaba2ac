import type { FieldMap } from './plain-violations';

/** Where each refused part of a product request belongs on the product details form (lib/product-form-v3.ts). */
export const PRODUCT_FIELDS_V3: FieldMap = [
  [/^name\b/, 'name', 'The name'],
  [/^slug\b/, 'slug', 'The address'],
  [/^(plainDescription|description)\b/, 'plainDescription', 'The description'],
  [/^productType\b/, 'productType', 'The product type'],
  [/^variantsInfo\.variants\.\d+\.price\.compareAtPrice\b/, 'compareAtPrice', 'The compare-at price'],
  [/^variantsInfo\.variants\.\d+\.price\b/, 'price', 'The price'],
  [/^media\.itemsInfo\.items\.(\d+)\b/, 'media.$1.url', 'The picture'],
  [/^media\b/, 'media', 'The pictures'],
  [/^brand\b/, 'brand', 'The brand'],
  [/^ribbon\b/, 'ribbon', 'The ribbon'],
  [/^infoSections\b/, 'infoSectionIds', 'The info sections'],
  [/^modifiers\b/, 'modifierIds', 'The customizations'],
  [/^visible\b/, 'visible', 'Visibility'],
];

/** Where each refused part of an options-and-variants update belongs on that form. */
export const VARIANT_FIELDS_V3: FieldMap = [
  [/^options\.(\d+)\.(name|id)\b/, 'options.$1.name', 'The option name'],
  [/^options\.(\d+)\b/, 'options.$1.choices', 'The choices'],
  [/^variantsInfo\.variants\.(\d+)\.price\.compareAtPrice\b/, 'variants.$1.compareAtPrice', 'The compare-at price'],
  [/^variantsInfo\.variants\.(\d+)\.price\b/, 'variants.$1.price', 'The price'],
  [/^variantsInfo\.variants\.(\d+)\.sku\b/, 'variants.$1.sku', 'The SKU'],
];
