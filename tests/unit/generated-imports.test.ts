import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const generated = join(root, 'generated');

/** The hand-written files (outside generated/) that a generated file's source imports, types included. */
function handWrittenImports(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers
    .map((specifier) => relative(root, resolve(dirname(file), specifier)))
    .filter((target) => !target.startsWith(`generated${'/'}`));
}

async function generatedImports(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const entry of await readdir(generated, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const imports = handWrittenImports(file, await readFile(file, 'utf8'));
    if (imports.length > 0) found.set(relative(root, file), imports);
  }
  return found;
}

/**
 * Generated files allowed to import hand-written code: none. The React hooks, which build on the hand-written ones,
 * are generated into src/react/hooks.gen.ts instead (docs/decisions.md#50). An entry here that imports nothing
 * hand-written fails the test until it is removed.
 */
const KNOWN: string[] = [];

describe('generated/', () => {
  it('imports nothing hand-written: the hand-written side imports the generated data', async () => {
    const found = await generatedImports();
    const files = [...found.keys()];
    expect(
      files.filter((file) => !KNOWN.includes(file)).map((file) => `${file} imports ${found.get(file)!.join(', ')}`),
      'generated files importing hand-written code',
    ).toEqual([]);
    expect(
      KNOWN.filter((file) => !files.includes(file)),
      'known files that no longer import hand-written code',
    ).toEqual([]);
  });

  it('tells an import that leaves generated/ from one that stays', () => {
    const file = join(generated, 'modules', 'x.gen.ts');
    const source = [
      "import type { A } from '../types.gen.js';",
      "import { b } from '../../src/b.js';",
      "export { c } from '../../sandbox/c.js';",
      "import * as z from 'zod';",
    ].join('\n');
    expect(handWrittenImports(file, source)).toEqual(['src/b.js', 'sandbox/c.js']);
  });
});
