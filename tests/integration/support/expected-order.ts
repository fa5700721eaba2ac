import type { Product } from '../../../src/index.js';

export type SortKey = [read: (product: Product) => string | number | undefined, order: 'ASC' | 'DESC'];

/** Text sorts case-insensitively, as the platform's name sort does. */
function compareValues(a: string | number | undefined, b: string | number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  if (typeof a === 'string' && typeof b === 'string') {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : 1;
}

/**
 * The order the platform answers: the sort keys, then the product's numeric id as the tie-breaker in the direction of
 * the last key (newest first when there are no keys), which keeps paging stable.
 */
export function expectedOrder(products: readonly Product[], keys: SortKey[]): Product[] {
  const tieOrder = keys.length > 0 ? keys[keys.length - 1]![1] : 'DESC';
  const byNumericId = (product: Product) => Number(product.numericId);
  return [...products].sort((a, b) => {
    for (const [read, order] of keys) {
      const compared = compareValues(read(a), read(b));
      if (compared !== 0) return order === 'ASC' ? compared : -compared;
    }
    const tie = byNumericId(a) - byNumericId(b);
    return tieOrder === 'ASC' ? tie : -tie;
  });
}

export const idsOf = (products: readonly Product[]): string[] => products.map((product) => product.id!);
