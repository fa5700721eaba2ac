import { describe, expect, it } from 'vitest';
import { withinOneEdit } from '../../sandbox/products-v3/fuzzy-terms.js';
import type { Json } from './support/harness.js';
import { v3Sandbox } from './support/catalog-v3-sample.js';

describe('sandbox catalog v3 free text with search.fuzzy', () => {
  const v3 = v3Sandbox({ seed: 'demo' });

  const search = async (expression: string, extra: Json = {}, sort?: Json[]) => {
    const reply = await v3.h.call('/stores/v3/products/search', {
      token: await v3.h.visitorToken(),
      body: { search: { search: { expression, ...extra }, ...(sort && { sort }), cursorPaging: { limit: 100 } } },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.products as Json[]).map((product) => product.name as string);
  };
  const count = async (expression: string, extra: Json = {}) => {
    const reply = await v3.h.call('/stores/v3/products/count', {
      token: await v3.h.visitorToken(),
      body: { search: { expression, ...extra } },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.count as number;
  };

  it('finds a word typed with one wrong, missing, extra or swapped letter only when fuzzy is asked for', async () => {
    const named = (await search('linen')).filter((name) => /\blinen\b/i.test(name)).sort();
    expect(named.length).toBeGreaterThan(3);
    for (const typo of ['linnen', 'linin', 'lnen', 'ilnen']) {
      expect(await search(typo), typo).toEqual([]);
      const found = await search(typo, { fuzzy: true });
      expect(found.filter((name) => /\blinen\b/i.test(name)).sort(), typo).toEqual(named);
    }
  });

  it('keeps every word required, and counts and sorts the same matches', async () => {
    expect((await search('linnen shirt', { fuzzy: true })).every((name) => /shirt/i.test(name))).toBe(true);
    expect(await search('linnen shirt', { fuzzy: true })).toContain('Linen Shirt');
    const ranked = await search('linnen', { fuzzy: true });
    expect(await count('linnen', { fuzzy: true })).toBe(ranked.length);
    const byName = await search('linnen', { fuzzy: true }, [{ fieldName: 'name', order: 'ASC' }]);
    expect(byName).toEqual([...ranked].sort((a, b) => a.localeCompare(b)));
  });

  it('does not widen short words, nor words two edits away', async () => {
    expect(await search('lniien', { fuzzy: true })).toEqual([]);
    expect(await search('zz', { fuzzy: true })).toEqual([]);
  });

  it('tells one edit from two', () => {
    expect(['linen', 'linnen', 'lien', 'linan', 'ilnen', 'linne'].map((word) => withinOneEdit('linen', word))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['lniien', 'lin', 'nilen', 'linenxx'].map((word) => withinOneEdit('linen', word))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
