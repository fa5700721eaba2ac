import { matchQuery, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import { readsThatShow } from '../../generated/stale-reads.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { NamedEntityReadKeys } from './named-entity-keys.js';
import { keyParts, readOperations, type ReadEntity } from './query-keys.js';
import { siteKeyPart } from './read-key.js';
import { showingReads, type StaleReads } from './showing-reads.js';

/** A kind of data the contract's reads show (`x-sitekit.shows`): `productV3`, `categoryItems`, `productLists`, …. */
type StaleKind = keyof typeof readsThatShow;

/** The kinds that some read shows one item of, which stale data may narrow to that item's `id`. */
type ItemKind = {
  [K in StaleKind]: Extract<
    (typeof readsThatShow)[K][number],
    { path: string } | { pathPrefix: string } | { answer: string }
  > extends never
    ? never
    : K;
}[StaleKind];

/**
 * What a write makes stale: the reads that show a kind of data (openapi/README.md, `makesStale` and `shows`), only one
 * item's where an `id` is given and a read can tell its item (every list and count still goes), or every read of a
 * named v3 entity (its `readGroup`).
 */
export type StaleData =
  | { kind: Exclude<StaleKind, ItemKind> }
  | { kind: ItemKind; id?: string }
  | { kind: 'entityV3'; entity: NamedEntityV3 };

/** The named v3 entities products show (brand, ribbon, info sections, customizations): the contract's `readGroup`s. */
export type NamedEntityV3 = Extract<ReadEntity, keyof NamedEntityReadKeys>;

/**
 * The reads that show the stale data: those the contract says show its kind (`x-sitekit.shows`,
 * docs/decisions.md#33, #46), or a named v3 entity's read group.
 */
function staleReads(stale: StaleData): StaleReads[] {
  if (stale.kind === 'entityV3') return readOperations(stale.entity).map((_id) => ({ key: { _id } }));
  return showingReads(readsThatShow, stale.kind, 'id' in stale ? stale.id : undefined);
}

/** The filter of this site's reads in `stale`: its key with the site's part first, and what the reads must show. */
function siteFilter(context: SiteContext, { key, shows }: StaleReads): QueryFilters {
  return { queryKey: [{ ...siteKeyPart(context), ...key }], ...(shows ? { predicate: shows } : {}) };
}

/** The query belongs to this site client (same key shape, same API host). */
export function isSameSite(queryKey: readonly unknown[], context: SiteContext): boolean {
  const parts = keyParts(queryKey);
  return parts !== undefined && parts.baseURL === siteKeyPart(context).baseURL;
}

/** Marks this site's queries that show the stale data as invalid; the active ones refetch. */
export function invalidateStaleData(
  queryClient: QueryClient,
  context: SiteContext,
  staleData: readonly StaleData[],
): Promise<void> {
  const filters = staleData.flatMap(staleReads).map((stale) => siteFilter(context, stale));
  return queryClient.invalidateQueries({ predicate: (query) => filters.some((filter) => matchQuery(filter, query)) });
}
