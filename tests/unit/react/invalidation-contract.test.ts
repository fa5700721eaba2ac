import { describe, expect, it } from 'vitest';
import { readsThatShow } from '../../../generated/stale-reads.gen.js';
import type { StaleData } from '../../../src/react/invalidation.js';
import type { ShowingRead } from '../../../src/react/showing-reads.js';
import { invalidatedReads, siteContextAt } from './support/invalidation.js';

const here = siteContextAt('https://one.example');
const baseURL = here.client.getConfig().baseURL;

/** A cached read of `read` showing the item `id`: by its path parameter, the start of it, or its answer. */
function cachedRead(read: ShowingRead, id: string): { key: readonly unknown[]; data: unknown } {
  if ('path' in read) return { key: [{ baseURL, _id: read._id, path: { [read.path]: id } }], data: {} };
  if ('pathPrefix' in read)
    return { key: [{ baseURL, _id: read._id, path: { [read.pathPrefix]: `${id}-1` } }], data: {} };
  if ('answer' in read) return { key: [{ baseURL, _id: read._id, body: { id } }], data: { [read.answer]: { id } } };
  return { key: [{ baseURL, _id: read._id }], data: {} };
}

/** Every read the contract says shows `reads`' kind, once for the item A and once for the item B. */
function cachedReads(reads: readonly ShowingRead[]) {
  const entries = reads.flatMap((read) => ['A', 'B'].map((id) => [`${read._id} ${id}`, cachedRead(read, id)] as const));
  return {
    keys: Object.fromEntries(entries.map(([name, { key }]) => [name, key])),
    data: Object.fromEntries(entries.map(([name, { data }]) => [name, data])),
  };
}

const KINDS = Object.entries(readsThatShow) as Array<[StaleData['kind'], readonly ShowingRead[]]>;

describe('invalidateStaleData by the contract (x-sitekit.shows)', () => {
  it.each(KINDS)('%s: every read that shows it goes stale', async (kind, reads) => {
    const { keys, data } = cachedReads(reads);
    expect(await invalidatedReads(here, keys, [{ kind } as StaleData], data)).toEqual(Object.keys(keys));
  });

  it.each(KINDS)(
    "%s of the item A: A's reads and the reads that cannot tell their item, not B's",
    async (kind, reads) => {
      const { keys, data } = cachedReads(reads);
      const narrowed = (read: ShowingRead) => 'path' in read || 'pathPrefix' in read || 'answer' in read;
      const expected = reads.flatMap((read) =>
        narrowed(read) ? [`${read._id} A`] : [`${read._id} A`, `${read._id} B`],
      );
      const stale = await invalidatedReads(here, keys, [{ kind, id: 'A' } as StaleData], data);
      expect(stale).toEqual(Object.keys(keys).filter((name) => expected.includes(name)));
    },
  );
});
