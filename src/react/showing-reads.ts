import type { Query } from '@tanstack/react-query';
import { keyParts } from './query-keys.js';
import type { CatalogKeyParts } from './read-key.js';

/*
 * Which cached reads a kind of stale data reaches, by the table generated from the contract's `x-sitekit.shows`
 * (generated/stale-reads.gen.ts, docs/decisions.md#46): every read that shows the kind, each narrowed to one item when
 * the stale data names one and the read can tell its item.
 */

/** One read that shows a kind, as the generated table holds it: its operation and how it tells its item, if it can. */
export type ShowingRead =
  | { readonly _id: string }
  | { readonly _id: string; readonly path: string }
  | { readonly _id: string; readonly pathPrefix: string }
  | { readonly _id: string; readonly answer: string };

/** The reads that show each kind of data. */
export type ReadsThatShow = Readonly<Record<string, readonly ShowingRead[]>>;

/**
 * A set of reads by their key: the operation's reads (`[{ _id }]`), narrowed to the request parts it names, and to
 * the reads whose key or data `shows` the stale item when only those can tell. The site is added when matched.
 */
export interface StaleReads {
  key: Omit<CatalogKeyParts, '_id'> & { _id: string };
  shows?: (query: Query) => boolean;
}

/** A single read shows the item it answered (or none yet: it may be the one). */
const answered = (field: string, id: string) => (query: Query) => {
  const item = (query.state.data as Record<string, { id?: string } | undefined> | undefined)?.[field];
  return item?.id === undefined || item.id === id;
};

/** A read whose path parameter is `<item id>-…` shows that item (a store variant is `<productId>-<variantId>`). */
const startsWith = (parameter: string, id: string) => (query: Query) =>
  String(keyParts(query.queryKey)?.path?.[parameter]).startsWith(`${id}-`);

/** One read, narrowed to the item `id` where the read can tell its item. */
function narrowed(read: ShowingRead, id: string | undefined): StaleReads {
  const key = { _id: read._id };
  if (id === undefined) return { key };
  if ('path' in read) return { key: { ...key, path: { [read.path]: id } } };
  if ('pathPrefix' in read) return { key, shows: startsWith(read.pathPrefix, id) };
  if ('answer' in read) return { key, shows: answered(read.answer, id) };
  return { key };
}

/** The reads `table` says show `kind`: only the item `id`'s where a read can tell, and every list and count. */
export function showingReads(table: ReadsThatShow, kind: string, id?: string): StaleReads[] {
  return (table[kind] ?? []).map((read) => narrowed(read, id));
}
