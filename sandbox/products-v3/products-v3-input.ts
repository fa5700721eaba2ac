import type {
  ConnectedModifier,
  ConnectedOption,
  ProductV3,
  ProductWithInventoryUpdateV3,
  VariantChoice,
  VariantFieldsV3,
  VariantV3,
} from '../../generated/types.gen.js';
import { applicationFailure, fieldFailure } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { keyOf, stableGuid } from '../kernel/entities-v3/stable-id.js';

/** What the sandbox stores for a product: the caller's fields with every id filled in; derived fields are not kept. */
export type StoredProductV3 = ProductV3 & { id: string; name: string; slug: string; handle: string };

const DERIVED_FIELDS = [
  'revision',
  'createdDate',
  'updatedDate',
  'url',
  'directCategoriesInfo',
  'allCategoriesInfo',
  'breadcrumbsInfo',
  'costRange',
  'actualPriceRange',
  'compareAtPriceRange',
  'inventory',
  'currency',
  'variantSummary',
] as const;

/** Checks a create request and fills in ids, keys and defaults. */
export function normaliseNewProduct(input: ProductV3, path = 'product'): StoredProductV3 {
  if (input.id !== undefined) throw fieldFailure(`${path}.id`, 'is assigned by the platform', 'FIELD_NOT_ALLOWED');
  if (!input.name?.trim()) throw fieldFailure(`${path}.name`, 'must not be empty', 'REQUIRED_FIELD');
  if (!input.productType) throw fieldFailure(`${path}.productType`, 'is required', 'REQUIRED_FIELD');
  if (!input.variantsInfo?.variants?.length)
    throw fieldFailure(`${path}.variantsInfo.variants`, 'must have at least one variant', 'MIN_SIZE');
  if (input.productType === 'PHYSICAL' && !input.physicalProperties)
    throw fieldFailure(`${path}.physicalProperties`, 'is required for a PHYSICAL product', 'REQUIRED_FIELD');
  const product = withoutDerived({ ...input }) as StoredProductV3;
  product.id = newId();
  product.slug = input.slug ?? keyOf(input.name);
  product.handle = input.handle ?? product.slug;
  product.visible = input.visible ?? true;
  product.visibleInPos = input.productType === 'DIGITAL' ? false : (input.visibleInPos ?? true);
  return normaliseStructure(product, path);
}

/**
 * Applies a partial update: omitted fields stay, arrays are replaced whole, and options go together with variants.
 * Returns the new stored product; the caller checks the revision.
 */
export function applyProductUpdate(
  current: StoredProductV3,
  changes: ProductWithInventoryUpdateV3,
  path = 'product',
): StoredProductV3 {
  if ((changes.options === undefined) !== (changes.variantsInfo === undefined) && changes.options !== undefined)
    throw fieldFailure(`${path}.variantsInfo`, 'must be sent together with options', 'REQUIRED_FIELD');
  const merged = { ...current, ...withoutDerived({ ...changes } as ProductV3), id: current.id } as StoredProductV3;
  if (changes.variantsInfo)
    merged.variantsInfo = { variants: withKnownPrices(changes.variantsInfo.variants, current) as VariantV3[] };
  if (changes.variantsInfo && !changes.options) merged.options = current.options;
  return checkedRewrite(current, merged, path);
}

/**
 * The rules every write of an existing product obeys, whichever call made it (update, bulk update, by-filter job, tag
 * or info-section bulk): the type stays, the name is not blank, and the structure (slug, options, variants, prices)
 * passes the create's checks. Answers the normalised product.
 */
export function checkedRewrite(current: StoredProductV3, next: StoredProductV3, path = 'product'): StoredProductV3 {
  if (next.productType !== current.productType)
    throw fieldFailure(`${path}.productType`, 'cannot change after create', 'FIELD_NOT_ALLOWED');
  if (typeof next.name !== 'string' || !next.name.trim())
    throw fieldFailure(`${path}.name`, 'must not be empty', 'REQUIRED_FIELD');
  return normaliseStructure({ ...next, id: current.id }, path);
}

/**
 * An update's variant named by `id` keeps its stored price where the update leaves the price (or its actual price)
 * out, as the platform's updates do; a price given whole still replaces the stored one.
 */
function withKnownPrices(variants: VariantFieldsV3[], current: StoredProductV3): VariantFieldsV3[] {
  const known = new Map((current.variantsInfo?.variants ?? []).map((variant) => [variant.id, variant.price]));
  return variants.map((variant) => {
    const stored = variant.id === undefined ? undefined : known.get(variant.id);
    if (!stored || variant.price?.actualPrice) return variant;
    return { ...variant, price: { ...stored, ...variant.price } };
  });
}

function withoutDerived(product: ProductV3): ProductV3 {
  const copy: Record<string, unknown> = { ...product };
  for (const field of DERIVED_FIELDS) delete copy[field];
  return copy as ProductV3;
}

function normaliseStructure(product: StoredProductV3, path: string): StoredProductV3 {
  if (!/^[\p{Ll}\p{N}][\p{Ll}\p{N}_.-]*$/u.test(product.slug))
    throw applicationFailure(
      400,
      'INVALID_SLUG_FORMAT',
      `Slug "${product.slug}" may hold lower-case letters, digits and -_.`,
    );
  product.options = (product.options ?? []).map(normaliseOption);
  product.modifiers = (product.modifiers ?? []).map(normaliseModifier);
  assertUniqueOptions(product.options, path);
  if (product.brand?.name && !product.brand.id)
    product.brand = { ...product.brand, id: stableGuid(`brand:${product.brand.name}`) };
  if (product.ribbon?.name && !product.ribbon.id)
    product.ribbon = { ...product.ribbon, id: stableGuid(`ribbon:${product.ribbon.name}`) };
  product.variantsInfo = {
    variants: (product.variantsInfo?.variants ?? []).map((variant, i) =>
      normaliseVariant(variant, product.options!, `${path}.variantsInfo.variants[${i}]`),
    ),
  };
  assertDistinctVariants(product.variantsInfo.variants, path);
  if (product.options.length === 0 && product.variantsInfo.variants.length > 1)
    throw applicationFailure(
      400,
      'VARIANTS_ARE_NOT_ALIGNED_WITH_PRODUCT',
      'A product without options has exactly one variant',
    );
  if (product.options.length === 0) product.variantsInfo.variants[0]!.visible = product.visible;
  return product;
}

function normaliseOption(option: ConnectedOption): ConnectedOption {
  const name = option.name ?? '';
  const id = option.id ?? stableGuid(`option:${name}`);
  return {
    ...option,
    id,
    name,
    optionRenderType: option.optionRenderType ?? 'TEXT_CHOICES',
    key: name,
    choicesSettings: {
      choices: (option.choicesSettings?.choices ?? []).map((choice) => ({
        ...choice,
        choiceId: choice.choiceId ?? stableGuid(`choice:${id}:${choice.name ?? ''}`),
        choiceType: choice.choiceType ?? (option.optionRenderType === 'SWATCH_CHOICES' ? 'ONE_COLOR' : 'CHOICE_TEXT'),
        key: choice.name ?? '',
      })),
    },
  };
}

function normaliseModifier(modifier: ConnectedModifier): ConnectedModifier {
  const name = modifier.name ?? '';
  const id = modifier.id ?? stableGuid(`modifier:${name}`);
  const result: ConnectedModifier = { ...modifier, id, name, key: name, mandatory: modifier.mandatory ?? false };
  if (modifier.freeTextSettings)
    result.freeTextSettings = { ...modifier.freeTextSettings, key: modifier.freeTextSettings.title ?? name };
  if (modifier.choicesSettings)
    result.choicesSettings = {
      choices: (modifier.choicesSettings.choices ?? []).map((choice) => ({
        ...choice,
        choiceId: choice.choiceId ?? stableGuid(`choice:${id}:${choice.name ?? ''}`),
        key: choice.name ?? '',
      })),
    };
  return result;
}

function assertUniqueOptions(options: ConnectedOption[], path: string): void {
  const names = options.map((o) => o.name!.toLowerCase());
  if (new Set(names).size !== names.length)
    throw applicationFailure(400, 'DUPLICATE_PRODUCT_OPTIONS', `${path}.options names an option twice`);
}

/** Every variant carries exactly one existing choice per option; ids are looked up from names and vice versa. */
function normaliseVariant(variant: VariantV3, options: ConnectedOption[], path: string): VariantV3 {
  // Only a create's schema requires the price; an update's new variant (one without a stored price) needs it too.
  if (!variant.price?.actualPrice)
    throw fieldFailure(`${path}.price.actualPrice`, 'is required for a new variant', 'REQUIRED_FIELD');
  const choices = variant.choices ?? [];
  if (choices.length !== options.length)
    throw applicationFailure(
      400,
      'MISSING_VARIANT_OPTION_CHOICE',
      `${path}.choices must hold one choice for each of the ${options.length} options`,
    );
  const resolved = choices.map((choice, i) => resolveChoice(choice, options, `${path}.choices[${i}]`));
  if (new Set(resolved.map((c) => c.optionChoiceIds!.optionId)).size !== resolved.length)
    throw applicationFailure(400, 'DUPLICATE_VARIANT_OPTION_CHOICE', `${path}.choices names one option twice`);
  const actual = Number(variant.price.actualPrice.amount);
  const compareAt = variant.price.compareAtPrice ? Number(variant.price.compareAtPrice.amount) : undefined;
  if (compareAt !== undefined && compareAt < actual)
    throw applicationFailure(
      400,
      'COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE',
      `${path}.price.compareAtPrice is lower than the actual price`,
    );
  const { media: _media, inventoryStatus: _status, subscriptionPricesInfo: _subs, ...writable } = variant;
  return {
    ...writable,
    id: variant.id ?? newId(),
    visible: variant.visible ?? true,
    choices: resolved,
    price: {
      actualPrice: { amount: variant.price.actualPrice.amount },
      ...(variant.price.compareAtPrice ? { compareAtPrice: { amount: variant.price.compareAtPrice.amount } } : {}),
    },
  };
}

function resolveChoice(choice: VariantChoice, options: ConnectedOption[], path: string): VariantChoice {
  const byIds = choice.optionChoiceIds;
  const byNames = choice.optionChoiceNames;
  const option = options.find((o) =>
    byIds?.optionId ? o.id === byIds.optionId : o.name!.toLowerCase() === byNames?.optionName?.toLowerCase(),
  );
  const found = option?.choicesSettings?.choices?.find((c) =>
    byIds?.choiceId ? c.choiceId === byIds.choiceId : c.name?.toLowerCase() === byNames?.choiceName?.toLowerCase(),
  );
  if (!option || !found)
    throw applicationFailure(
      400,
      'MISSING_VARIANT_OPTION_CHOICE',
      `${path} does not name a choice of the product's options`,
    );
  return {
    optionChoiceIds: { optionId: option.id!, choiceId: found.choiceId! },
    optionChoiceNames: { optionName: option.name!, choiceName: found.name!, renderType: option.optionRenderType! },
  };
}

function assertDistinctVariants(variants: VariantV3[], path: string): void {
  const keys = variants.map((v) =>
    (v.choices ?? [])
      .map((c) => c.optionChoiceIds!.choiceId)
      .sort()
      .join('|'),
  );
  if (new Set(keys).size !== keys.length)
    throw applicationFailure(
      400,
      'DUPLICATE_VARIANT_OPTION_CHOICE',
      `${path}.variantsInfo.variants repeats a choice combination`,
    );
  const ids = variants.map((v) => v.id);
  if (new Set(ids).size !== ids.length)
    throw applicationFailure(409, 'VARIANT_ID_ALREADY_EXISTS', `${path}.variantsInfo.variants repeats a variant id`);
}
