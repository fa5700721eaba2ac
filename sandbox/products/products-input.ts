import { randomBytes } from 'node:crypto';
import type { FieldViolation, MediaItem, Product } from '../../generated/types.gen.js';
import { validationFailure } from '../kernel/errors.js';
import type { OptionSource, ProductSource, StockSource } from './product-source.js';
import { MAX_VARIANTS, variantCount } from './variants.js';

const MAX_OPTIONS = 6;

export const newMediaId = (): string => `${randomBytes(16).toString('hex')}~mv2.jpg`;

/** The merchant-editable fields of a create or update body, as source fields. Read-only fields are ignored. */
export function editableFields(input: Product, current: ProductSource | undefined): Partial<ProductSource> {
  const fields: Partial<ProductSource> = {};
  const copy = <K extends keyof Product & keyof ProductSource>(key: K) => {
    if (input[key] !== undefined) (fields as Record<string, unknown>)[key] = input[key];
  };
  (
    [
      'name',
      'visible',
      'productType',
      'description',
      'sku',
      'weight',
      'discount',
      'pricePerUnitData',
      'manageVariants',
      'customTextFields',
      'additionalInfoSections',
      'seoData',
      'brand',
      'productDimensions',
      'packageDimensions',
    ] as const
  ).forEach(copy);
  if (input.slug !== undefined) fields.slug = input.slug.trim();
  const ribbon = input.ribbon ?? input.ribbons?.[0]?.text;
  if (ribbon !== undefined) fields.ribbon = ribbon;
  const price = input.priceData?.price ?? input.price?.price;
  if (price !== undefined) fields.price = price;
  if (input.costAndProfitData?.itemCost !== undefined) fields.cost = input.costAndProfitData.itemCost;
  if (input.stock) fields.stock = mergeStock(current?.stock, input.stock);
  if (input.media?.items) fields.media = input.media.items.map(normalizeMediaItem);
  if (input.productOptions) fields.options = optionsFrom(input.productOptions, current?.options ?? []);
  return fields;
}

function mergeStock(current: StockSource | undefined, input: NonNullable<Product['stock']>): StockSource {
  const trackInventory =
    input.trackInventory ?? (input.quantity !== undefined ? true : (current?.trackInventory ?? false));
  const quantity = input.quantity ?? current?.quantity;
  return {
    trackInventory,
    ...(quantity !== undefined && { quantity }),
    inStock: input.inStock ?? current?.inStock ?? true,
  };
}

export function normalizeMediaItem(item: MediaItem): MediaItem {
  return {
    ...item,
    id: item.id ?? newMediaId(),
    mediaType: item.mediaType ?? (item.video ? 'video' : 'image'),
  };
}

/** Choices keep the media they had when an update resends the same option. */
function optionsFrom(input: NonNullable<Product['productOptions']>, current: OptionSource[]): OptionSource[] {
  return input.map((option) => {
    const name = option.name ?? '';
    const mediaBefore = new Map(current.find((o) => o.name === name)?.choices.map((c) => [c.description, c.mediaIds]));
    return {
      optionType: option.optionType ?? 'drop_down',
      name,
      choices: (option.choices ?? []).map((choice) => {
        const description = choice.description ?? choice.value ?? '';
        return {
          value: choice.value ?? description,
          description,
          mediaIds: mediaBefore.get(description) ?? [],
        };
      }),
    };
  });
}

/** Rules the schema cannot express: option and choice uniqueness, the variant limit, non-negative amounts. */
export function assertValidProduct(source: ProductSource): void {
  const violations: FieldViolation[] = [
    ...optionViolations(source.options),
    ...nonNegative('product.priceData.price', source.price),
    ...nonNegative('product.costAndProfitData.itemCost', source.cost),
    ...nonNegative('product.weight', source.weight),
    ...nonNegative('product.stock.quantity', source.stock.quantity),
    ...discountViolations(source),
    ...source.media.flatMap((item, i) =>
      item.image?.url || item.video ? [] : [violation(`product.media.items[${i}]`, 'needs an image url or a video')],
    ),
  ];
  if (source.slug === '') violations.push(violation('product.slug', 'must not be empty', 'MIN_LENGTH'));
  if (violations.length > 0) throw validationFailure(violations);
}

function optionViolations(options: OptionSource[]): FieldViolation[] {
  if (options.length > MAX_OPTIONS)
    return [violation('product.productOptions', `may have at most ${MAX_OPTIONS} options`, 'MAX_SIZE')];
  const found: FieldViolation[] = [];
  options.forEach((option, i) => {
    const field = `product.productOptions[${i}]`;
    if (!option.name) found.push(violation(`${field}.name`, 'is required', 'REQUIRED_FIELD'));
    if (options.findIndex((o) => o.name === option.name) !== i)
      found.push(violation(`${field}.name`, 'must be unique'));
    found.push(...choiceViolations(option, field));
  });
  if (variantCount(options) > MAX_VARIANTS) {
    found.push(violation('product.productOptions', `the options make more than ${MAX_VARIANTS} variants`, 'MAX'));
  }
  return found;
}

/** An option cannot have more choices than a product may have variants; names are checked in one pass. */
function choiceViolations(option: OptionSource, field: string): FieldViolation[] {
  const { choices } = option;
  if (choices.length === 0) return [violation(`${field}.choices`, 'must have at least 1 choice', 'MIN_SIZE')];
  if (choices.length > MAX_VARIANTS)
    return [violation(`${field}.choices`, `may have at most ${MAX_VARIANTS} choices`, 'MAX_SIZE')];
  const found: FieldViolation[] = [];
  const seen = new Set<string>();
  choices.forEach((choice, j) => {
    if (!choice.description)
      found.push(violation(`${field}.choices[${j}].description`, 'is required', 'REQUIRED_FIELD'));
    if (seen.has(choice.description))
      found.push(violation(`${field}.choices[${j}].description`, 'must be unique within the option'));
    seen.add(choice.description);
  });
  return found;
}

function discountViolations(source: ProductSource): FieldViolation[] {
  const value = source.discount?.value;
  if (value === undefined) return [];
  if (value < 0) return [violation('product.discount.value', 'must not be negative', 'MIN')];
  if (source.discount?.type === 'PERCENT' && value > 100)
    return [violation('product.discount.value', 'must be at most 100', 'MAX')];
  return [];
}

function nonNegative(field: string, value: number | undefined): FieldViolation[] {
  return value !== undefined && value < 0 ? [violation(field, 'must not be negative', 'MIN')] : [];
}

function violation(
  field: string,
  description: string,
  violatedRule: FieldViolation['violatedRule'] = 'VALIDATION',
): FieldViolation {
  return { field, description, violatedRule };
}
