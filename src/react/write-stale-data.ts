import { staleAfterWrites } from '../../generated/stale-writes.gen.js';
import type { StaleData } from './invalidation.js';

/** A write whose hook `src/react/` writes by hand: the v1 catalog's (docs/decisions.md#46). */
export type HandWrittenWrite = keyof typeof staleAfterWrites;

/** The values at `path` in `value`, through lists (`incrementData.productId`: each entry's). */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return [value];
  const [field, ...rest] = path;
  return valuesAt((value as Record<string, unknown> | undefined)?.[field!], rest);
}

/**
 * What `write` makes stale by its `makesStale` in the contract, given its arguments by name: each kind, narrowed to
 * the items its arguments name, or every item's when one of them names none (a stock entry by its inventory item).
 */
export function writeStaleData(write: HandWrittenWrite, args: Record<string, unknown>): StaleData[] {
  return staleAfterWrites[write].flatMap((stale) => {
    if (!('item' in stale)) return [{ kind: stale.kind } as StaleData];
    const ids = valuesAt(args, stale.item.split('.'));
    if (!ids.every((id) => typeof id === 'string')) return [{ kind: stale.kind }];
    return [...new Set(ids)].map((id) => ({ kind: stale.kind, id }));
  });
}

/** The stale data of a hook whose variables are its write's arguments by name (`{ id, product }`). */
export const staleOf =
  (write: HandWrittenWrite) =>
  (args: Record<string, unknown>): StaleData[] =>
    writeStaleData(write, args);
