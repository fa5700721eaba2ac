import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Each file of a src/ folder with the src/ folders its relative imports (types and re-exports included) reach. */
async function foldersImported(folder: string): Promise<Array<{ file: string; folder: string }>> {
  const found: Array<{ file: string; folder: string }> = [];
  for (const entry of await readdir(join(root, 'src', folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const { importedFiles } = ts.preProcessFile(await readFile(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = relative(join(root, 'src'), resolve(dirname(file), fileName));
      found.push({ file: relative(root, file), folder: target.split('/')[0]! });
    }
  }
  return found;
}

const importsOf = async (folder: string, forbidden: string) =>
  (await foldersImported(folder)).filter((edge) => edge.folder === forbidden).map((edge) => edge.file);

describe('the two catalogs and the query language they share', () => {
  it('src/catalog-v3 imports nothing from the v1 catalog', async () => {
    expect(await importsOf('catalog-v3', 'catalog')).toEqual([]);
  });

  it('src/catalog imports nothing from catalog v3', async () => {
    expect(await importsOf('catalog', 'catalog-v3')).toEqual([]);
  });

  it('src/query-language imports neither catalog', async () => {
    expect([
      ...(await importsOf('query-language', 'catalog')),
      ...(await importsOf('query-language', 'catalog-v3')),
    ]).toEqual([]);
  });
});
