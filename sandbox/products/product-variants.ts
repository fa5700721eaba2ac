import type { FieldViolation, VariantOverride } from '../../generated/types.gen.js';
import { applicationFailure, validationFailure } from '../kernel/errors.js';
import type { ProductSource, VariantOverrideSource } from './product-source.js';
import { hasChoices, variantShapes, type VariantShape } from './variants.js';

/**
 * Applies per-variant data. Each entry selects variants by choices (all variants having them) or by ids; the product
 * must manage its variants. Answers the ids of the variants it changed.
 */
export function overrideVariants(source: ProductSource, overrides: VariantOverride[]): string[] {
  if (!source.manageVariants) {
    throw applicationFailure(
      400,
      'VARIANTS_NOT_MANAGED',
      'Set manageVariants on the product before changing its variants',
    );
  }
  const shapes = variantShapes(source.id, source.options);
  const violations: FieldViolation[] = [];
  const changed = new Set<string>();
  overrides.forEach((override, i) => {
    const selected = select(shapes, override);
    if (selected.length === 0) {
      violations.push({
        field: `variants[${i}]`,
        description: 'selects no variant of the product',
        violatedRule: 'VALIDATION',
      });
    }
    for (const shape of selected) {
      source.variantOverrides[shape.key] = { ...source.variantOverrides[shape.key], ...overrideData(override) };
      changed.add(shape.id);
    }
    if ((override.price ?? 0) < 0 || (override.cost ?? 0) < 0 || (override.weight ?? 0) < 0) {
      violations.push({
        field: `variants[${i}]`,
        description: 'price, cost and weight must not be negative',
        violatedRule: 'MIN',
      });
    }
  });
  if (violations.length > 0) throw validationFailure(violations);
  return [...changed];
}

function select(shapes: VariantShape[], override: VariantOverride): VariantShape[] {
  if (override.variantIds?.length) return shapes.filter((s) => override.variantIds!.includes(s.id));
  if (override.choices && Object.keys(override.choices).length > 0)
    return shapes.filter((s) => hasChoices(s, override.choices!));
  return [];
}

function overrideData(override: VariantOverride): VariantOverrideSource {
  const { choices: _choices, variantIds: _ids, ...data } = override;
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as VariantOverrideSource;
}

/** Drops merchant-set variant data; per-variant stock stays, since it is inventory, not variant data. */
export function resetVariantData(source: ProductSource): void {
  for (const [key, override] of Object.entries(source.variantOverrides)) {
    const stock = {
      ...(override.quantity !== undefined && { quantity: override.quantity }),
      ...(override.inStock !== undefined && { inStock: override.inStock }),
    };
    if (Object.keys(stock).length > 0) source.variantOverrides[key] = stock;
    else delete source.variantOverrides[key];
  }
}
