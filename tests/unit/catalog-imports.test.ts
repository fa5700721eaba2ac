import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges } from './support/import-edges.js';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

/** The files of a src/ folder that import from the `forbidden` src/ folder (types and re-exports included). */
const importsOf = (folder: string, forbidden: string) =>
  importEdges(join(src, folder))
    .filter(({ target }) => relative(src, target).split('/')[0] === forbidden)
    .map(({ file }) => relative(root, file));

describe('the two catalogs and the query language they share', () => {
  it('src/catalog-v3 imports nothing from the v1 catalog', () => {
    expect(importsOf('catalog-v3', 'catalog')).toEqual([]);
  });

  it('src/catalog imports nothing from catalog v3', () => {
    expect(importsOf('catalog', 'catalog-v3')).toEqual([]);
  });

  it('src/query-language imports neither catalog', () => {
    expect([...importsOf('query-language', 'catalog'), ...importsOf('query-language', 'catalog-v3')]).toEqual([]);
  });
});
