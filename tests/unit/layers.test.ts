import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * The folders of src/ that lie below the others, each with the folders it may import besides itself and packages.
 * src/errors is the bottom: every other layer raises its errors, so it imports nothing of theirs, not even a type.
 */
const LOWER_LAYERS: Record<string, readonly string[]> = {
  'src/errors': [],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/** Every relative specifier a file names: imports and re-exports, type-only and dynamic ones included. */
function relativeSpecifiers(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((imported) => imported.fileName).filter((name) => name.startsWith('.'));
}

/** `file → target` for each import of a file in `layer` that reaches outside it and the folders it may import. */
function importsLeaving(base: string, layer: string, allowed: readonly string[]): string[] {
  const within = (target: string, folder: string) => !relative(join(base, folder), target).startsWith('..');
  return sourceFiles(join(base, layer)).flatMap((file) =>
    relativeSpecifiers(file)
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => ![layer, ...allowed].some((folder) => within(target, folder)))
      .map((target) => `${relative(base, file)} → ${relative(base, target)}`),
  );
}

describe('layers', () => {
  it.each(Object.entries(LOWER_LAYERS))('%s imports only itself, the layers below it and packages', (layer, below) => {
    expect(importsLeaving(root, layer, below)).toEqual([]);
  });

  describe('the check itself', () => {
    let scratch: string | undefined;
    afterAll(async () => {
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    it('finds value, type, re-exported and dynamic imports that leave the layer, and passes over the rest', async () => {
      scratch = await mkdtemp(join(tmpdir(), 'layers-'));
      const files: Record<string, string> = {
        'bottom/reaches-up.ts': [
          "import { a } from '../top/a.js';",
          "import type { B } from '../top/b.js';",
          "import { own } from './own.js';",
          "import * as z from 'zod/mini';",
          "export { c } from '../top/c.js';",
          "export const later = () => import('../top/d.js');",
          'export const used: B = { a, own, z };',
        ].join('\n'),
        'bottom/own.ts': 'export const own = 1;\n',
      };
      for (const [name, text] of Object.entries(files)) {
        await mkdir(dirname(join(scratch, name)), { recursive: true });
        await writeFile(join(scratch, name), text);
      }
      expect(importsLeaving(scratch, 'bottom', []).sort()).toEqual(
        ['a', 'b', 'c', 'd'].map((name) => `${join('bottom', 'reaches-up.ts')} → ${join('top', `${name}.js`)}`),
      );
      expect(importsLeaving(scratch, 'bottom', ['top'])).toEqual([]);
    });
  });
});
