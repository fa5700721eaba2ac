import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { useScratchFolder } from './support/scratch-folder.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * The import circles among the files that `patterns` reach, counting only imports that stay in the compiled
 * JavaScript: each file is transpiled first, so `import type`, `import { type X }` and imports used only as types
 * drop out. Dynamic `import()` is left out too: it does not run while the importing module is evaluated.
 */
async function importCircles(cwd: string, patterns: string[], tsconfig: string): Promise<string[][]> {
  const tree = await parseDependencyTree(patterns, {
    cwd,
    context: cwd,
    transform: true,
    skipDynamicImports: true,
    include: /\.tsx?$/,
    exclude: /node_modules/,
    tsconfig: join(cwd, tsconfig),
  });
  return parseCircular(tree, true);
}

/** One spelling per circle whichever file it was entered by: the rotation that starts at its first file by name. */
function canonical(circle: readonly string[]): string {
  const first = circle.indexOf([...circle].sort()[0]!);
  return [...circle.slice(first), ...circle.slice(0, first)].join(' -> ');
}

const distinct = (circles: readonly string[][]) => [...new Set(circles.map(canonical))].sort();

/**
 * Circles still open (none since the React query keys are one file). The list can only shrink: an entry that is no
 * longer found fails the test until it is removed.
 */
const KNOWN: string[] = [];

describe('import circles', () => {
  it('has none that is not type-only in src, generated, sandbox and the app', async () => {
    const circles = distinct([
      ...(await importCircles(
        root,
        ['src/**/*.ts', 'src/**/*.tsx', 'generated/**/*.ts', 'sandbox/**/*.ts'],
        'tsconfig.json',
      )),
      ...(await importCircles(root, ['app/src/**/*.ts', 'app/src/**/*.tsx'], 'app/tsconfig.json')),
    ]);
    if (circles.length > 0) console.error(`Import circles:\n${circles.map((c) => `  ${c} -> (back)`).join('\n')}`);
    expect(
      circles.filter((circle) => !KNOWN.includes(circle)),
      'new import circles',
    ).toEqual([]);
    expect(
      KNOWN.filter((circle) => !circles.includes(circle)),
      'known circles that are gone',
    ).toEqual([]);
  }, 60_000);

  describe('the check itself', () => {
    const scratchFolder = useScratchFolder('import-circles-');

    it('finds a circle of value imports and passes over one of type imports', async () => {
      const scratch = await scratchFolder();
      const files: Record<string, string> = {
        'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
        'a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
        'b.ts': "import { a } from './a.js';\nexport const b = () => a();\n",
        'c.ts': "import type { D } from './d.js';\nexport interface C { d?: D }\n",
        'd.ts': "import { type C } from './c.js';\nexport interface D { c?: C }\nexport const d = 1;\n",
        'e.ts': "import { e2 } from './f.js';\nexport const e = e2 - 1;\n",
        'f.ts':
          "import type { e } from './e.js';\nexport const e2 = 2;\nexport const later = () => import('./e.js');\nexport type E = typeof e;\n",
      };
      for (const [name, text] of Object.entries(files)) await writeFile(join(scratch, name), text);
      expect(distinct(await importCircles(scratch, ['*.ts'], 'tsconfig.json'))).toEqual(['a.ts -> b.ts']);
    });
  });
});
