import type {
  BulkAdjustProperty,
  BulkItemResult,
  BulkResult,
  BulkUpdateSet,
  PropertyAdjustment,
} from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { ApiError, applicationFailure } from '../kernel/errors.js';
import { roundMoney } from '../kernel/money.js';
import { modifyProduct } from './products-service.js';
import type { ProductSource } from './product-source.js';

type NumericProperty = 'price' | 'cost' | 'weight';

/**
 * Applies one change to every listed product inside one transaction. A product that is missing, listed twice or
 * would get an invalid value is a failed item; the others are committed together.
 */
function applyToEach(context: SandboxContext, ids: string[], change: (source: ProductSource) => void): BulkResult {
  return context.db.transaction(() => {
    const seen = new Set<string>();
    const results = ids.map((id, originalIndex): BulkItemResult => {
      try {
        if (seen.has(id)) throw applicationFailure(400, 'DUPLICATE_ID', `Product ${id} is listed more than once`);
        seen.add(id);
        modifyProduct(context, id, change);
        return { itemMetadata: { id, originalIndex, success: true } };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const failure = error.body.details?.applicationError ?? { code: 'INVALID_VALUE', description: error.message };
        return { itemMetadata: { id, originalIndex, success: false, error: { ...failure, data: failure.data ?? {} } } };
      }
    });
    const totalSuccesses = results.filter((r) => r.itemMetadata?.success).length;
    return {
      results,
      bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 },
    };
  });
}

export function bulkSet(context: SandboxContext, ids: string[], set: BulkUpdateSet): BulkResult {
  return applyToEach(context, ids, (source) => {
    if ('price' in set) source.price = set.price;
    else if ('cost' in set) source.cost = set.cost;
    else if ('weight' in set) source.weight = set.weight;
    else if ('ribbon' in set) assignText(source, 'ribbon', set.ribbon);
    else assignText(source, 'brand', set.brand);
  });
}

export function bulkAdjust(context: SandboxContext, ids: string[], adjust: BulkAdjustProperty): BulkResult {
  const property = (Object.keys(adjust) as NumericProperty[])[0]!;
  const adjustment = (adjust as Record<NumericProperty, PropertyAdjustment>)[property];
  return applyToEach(context, ids, (source) => {
    const next = adjusted(source[property] ?? 0, adjustment);
    if (next < 0) throw applicationFailure(400, 'INVALID_VALUE', `The ${property} would become negative (${next})`);
    if (!Number.isFinite(next)) throw applicationFailure(400, 'INVALID_VALUE', `The ${property} would overflow`);
    source[property] = next;
  });
}

function adjusted(value: number, adjustment: PropertyAdjustment): number {
  if ('amount' in adjustment) return roundMoney(value + adjustment.amount);
  const result = value * (1 + adjustment.percentage.rate / 100);
  return adjustment.percentage.roundToInt ? Math.round(result) : roundMoney(result);
}

function assignText(source: ProductSource, key: 'ribbon' | 'brand', value: string): void {
  if (value === '') delete source[key];
  else source[key] = value;
}
