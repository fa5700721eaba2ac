import { isPictureAddress, PICTURE_ADDRESS_MESSAGE } from './picture-address';
import * as z from 'zod/mini';
import type { NewProductV3, ProductV3, ProductV3Update } from 'sitekit';
import { connectedChoice, type CustomizationV3 as Customization } from './entities-v3/customization-values';
import { hasOwnPrices } from './product-prices-v3';

/** A picture of the product as the form holds it: where it is and what it shows. */
export interface PictureValue {
  url: string;
  altText: string;
  /** A picture kept in the platform's media library (set by id, not by URL). */
  mediaId: string;
}

/** A catalog v3 product's details as the merchant edits them; prices are decimal text as typed. */
export interface ProductValuesV3 {
  name: string;
  slug: string;
  /** The description as HTML (paragraphs, bold, italic, lists), the platform's `plainDescription`. */
  plainDescription: string;
  visible: boolean;
  productType: 'PHYSICAL' | 'DIGITAL';
  price: string;
  compareAtPrice: string;
  brand: string;
  ribbon: string;
  categoryIds: string[];
  infoSectionIds: string[];
  modifierIds: string[];
  media: PictureValue[];
}

export const EMPTY_PRODUCT_V3: ProductValuesV3 = {
  name: '',
  slug: '',
  plainDescription: '',
  visible: true,
  productType: 'PHYSICAL',
  price: '',
  compareAtPrice: '',
  brand: '',
  ribbon: '',
  categoryIds: [],
  infoSectionIds: [],
  modifierIds: [],
  media: [],
};

/** The fields the editor asks the platform for. */
export const PRODUCT_EDITOR_FIELDS_V3 = [
  'VARIANT_OPTION_CHOICE_NAMES',
  'CURRENCY',
  'PLAIN_DESCRIPTION',
  'MEDIA_ITEMS_INFO',
  'INFO_SECTION',
  'DIRECT_CATEGORIES_INFO',
] as const;

/** A decimal amount as typed: digits with at most two decimals, never negative (the store's rule). */
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const amountRule = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || AMOUNT.test(text), `${label}: write an amount such as 12 or 12.50, not below 0`),
  );

/** The merchant's rules, checked before the generated wire schema (hooks/useSaveProductV3.ts). */
export const productRulesV3 = z
  .object({
    name: z.string().check(z.refine((name) => name.trim() !== '', 'Give the product a name')),
    slug: z
      .string()
      .check(
        z.refine(
          (slug) => slug === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
          'Use lowercase letters, digits and single hyphens in the address, or leave it empty',
        ),
      ),
    price: amountRule('Price'),
    compareAtPrice: amountRule('Compare-at price'),
    media: z.array(
      z
        .object({
          url: z.string().check(z.refine((url) => url.trim() !== '', 'Give the picture’s address or remove it')),
          altText: z.string(),
          mediaId: z.string(),
        })
        .check(
          // A picture of the media library keeps its id; its address is the platform's.
          z.refine((picture) => picture.mediaId !== '' || picture.url.trim() === '' || isPictureAddress(picture.url), {
            path: ['url'],
            message: PICTURE_ADDRESS_MESSAGE,
          }),
        ),
    ),
  })
  .check(
    z.refine(
      (values) => values.compareAtPrice.trim() === '' || Number(values.compareAtPrice) > Number(values.price || '0'),
      { path: ['compareAtPrice'], message: 'The compare-at price must be above the price' },
    ),
  );

type ProductMedia = NonNullable<NonNullable<NonNullable<ProductV3['media']>['itemsInfo']>['items']>[number];

const pictureOf = (item: ProductMedia): PictureValue => ({
  url: item.url ?? item.image?.url ?? '',
  altText: item.altText ?? '',
  mediaId: item.url ? '' : (item.id ?? ''),
});

/** The form's values for a saved product. */
export function productValuesV3(product: ProductV3): ProductValuesV3 {
  const variant = product.variantsInfo?.variants[0];
  return {
    name: product.name ?? '',
    slug: product.slug ?? '',
    plainDescription: product.plainDescription ?? '',
    visible: product.visible !== false,
    productType: product.productType === 'DIGITAL' ? 'DIGITAL' : 'PHYSICAL',
    price: hasOwnPrices(product) ? '' : (variant?.price.actualPrice.amount ?? ''),
    compareAtPrice: hasOwnPrices(product) ? '' : (variant?.price.compareAtPrice?.amount ?? ''),
    brand: product.brand?.name ?? '',
    ribbon: product.ribbon?.name ?? '',
    categoryIds: (product.directCategoriesInfo?.categories ?? []).map((category) => category.id!),
    infoSectionIds: (product.infoSections ?? []).map((section) => section.id!).filter(Boolean),
    modifierIds: (product.modifiers ?? []).map((modifier) => modifier.id!).filter(Boolean),
    media: (product.media?.itemsInfo?.items ?? []).map(pictureOf),
  };
}

/** The brands, ribbons and customizations the form's names and ids refer to. */
export interface ProductReferencesV3 {
  brands: ReadonlyArray<{ id?: string; name?: string }>;
  ribbons: ReadonlyArray<{ id?: string; name?: string }>;
  modifiers: readonly Customization[];
}

/** An existing brand or ribbon by its name (links it), or a new name (the platform creates it). */
function labelReference(name: string, known: ProductReferencesV3['brands']) {
  const trimmed = name.trim();
  const found = known.find((entity) => entity.name?.toLowerCase() === trimmed.toLowerCase());
  return found?.id ? { id: found.id } : { name: trimmed };
}

type ConnectedModifier = NonNullable<ProductV3['modifiers']>[number];

/** A customization attached as a modifier: its definition copied onto the product, as the platform connects one. */
export function modifierOf(customization: Customization): ConnectedModifier {
  const renderType = customization.customizationRenderType ?? 'TEXT_CHOICES';
  const base = { id: customization.id, name: customization.name, modifierRenderType: renderType, mandatory: false };
  if (renderType === 'FREE_TEXT')
    return { ...base, freeTextSettings: { title: customization.freeTextInput?.title ?? customization.name ?? '' } };
  return {
    ...base,
    choicesSettings: {
      choices: (customization.choicesSettings?.choices ?? []).map((choice) => ({
        ...connectedChoice(choice),
        ...(choice.defaultAddedPrice ? { addedPrice: choice.defaultAddedPrice } : {}),
      })),
    },
  } as ConnectedModifier;
}

const priceOf = (values: ProductValuesV3) => ({
  actualPrice: { amount: values.price.trim() || '0' },
  ...(values.compareAtPrice.trim() ? { compareAtPrice: { amount: values.compareAtPrice.trim() } } : {}),
});

/** What a create and an update both send: everything on the form but the product type and the variants. */
function sharedFields(values: ProductValuesV3, refs: ProductReferencesV3, previous?: ProductV3) {
  const kept = new Map((previous?.modifiers ?? []).map((modifier) => [modifier.id, modifier]));
  return {
    name: values.name.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    plainDescription: values.plainDescription,
    visible: values.visible,
    ...(values.brand.trim() ? { brand: labelReference(values.brand, refs.brands) } : {}),
    ...(values.ribbon.trim() ? { ribbon: labelReference(values.ribbon, refs.ribbons) } : {}),
    infoSections: values.infoSectionIds.map((id) => ({ id })),
    modifiers: values.modifierIds.flatMap((id) => {
      const customization = refs.modifiers.find((m) => m.id === id);
      const modifier = kept.get(id) ?? (customization && modifierOf(customization));
      return modifier ? [modifier] : [];
    }),
    media: {
      itemsInfo: {
        items: values.media.map((picture) => ({
          ...(picture.mediaId ? { id: picture.mediaId } : { url: picture.url.trim() }),
          ...(picture.altText.trim() ? { altText: picture.altText.trim() } : {}),
        })),
      },
    },
  };
}

/** A new product: one variant at the form's price (options are added in the editor afterwards). */
export function newProductV3(values: ProductValuesV3, refs: ProductReferencesV3): NewProductV3 {
  return {
    ...sharedFields(values, refs),
    productType: values.productType,
    ...(values.productType === 'PHYSICAL' ? { physicalProperties: {} } : {}),
    variantsInfo: { variants: [{ visible: values.visible, price: priceOf(values), choices: [] }] },
  } as NewProductV3;
}

/**
 * The update for an edited product, at its revision. A product without options carries its price on its one variant,
 * which is sent with the options it has (the platform takes options and variants together); a product with options
 * keeps its variants' own prices, set under "Options and variants".
 */
export function productUpdateV3(
  product: ProductV3,
  values: ProductValuesV3,
  refs: ProductReferencesV3,
): ProductV3Update {
  const shared = sharedFields(values, refs, product);
  const update: ProductV3Update = { revision: product.revision, ...shared };
  const variant = product.variantsInfo?.variants[0];
  if (!hasOwnPrices(product) && variant)
    return {
      ...update,
      options: product.options ?? [],
      variantsInfo: {
        variants: [
          {
            id: variant.id,
            visible: values.visible,
            ...(variant.sku ? { sku: variant.sku } : {}),
            price: priceOf(values),
            choices: [],
          },
        ],
      },
    };
  return update;
}
