import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges } from './support/import-edges.js';
import { useScratchFolder } from './support/scratch-folder.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * The folders that lie below the others, each with what it may import besides itself and packages.
 * - src/errors is the bottom of the client: every other layer raises its errors, so it imports nothing of theirs, not
 *   even a type.
 * - sandbox/kernel is what the sandbox's modules share (who is calling, the database, the query language's SQL,
 *   money, slugs), so it imports none of them. The redirect session's intents are the contract's one-of, listed once
 *   for the client and the sandbox in src/redirects/redirect-fields.ts.
 */
const LOWER_LAYERS: Record<string, readonly string[]> = {
  'src/errors': [],
  'sandbox/kernel': ['generated', 'src/redirects/redirect-fields.js'],
};

/** `file → target` for each import of a file in `layer` that reaches outside it and the folders it may import. */
function importsLeaving(base: string, layer: string, allowed: readonly string[]): string[] {
  const within = (target: string, folder: string) => !relative(join(base, folder), target).startsWith('..');
  return importEdges(join(base, layer))
    .filter(({ target }) => ![layer, ...allowed].some((folder) => within(target, folder)))
    .map(({ file, target }) => `${relative(base, file)} → ${relative(base, target)}`);
}

describe('layers', () => {
  it.each(Object.entries(LOWER_LAYERS))('%s imports only itself, the layers below it and packages', (layer, below) => {
    expect(importsLeaving(root, layer, below)).toEqual([]);
  });

  describe('the check itself', () => {
    const scratchFolder = useScratchFolder('layers-');

    it('finds value, type, re-exported and dynamic imports that leave the layer, and passes over the rest', async () => {
      const scratch = await scratchFolder();
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
