/**
 * Replaces the compiled public entries under dist/src (tsc's output, one file per module) by bundles of the same names
 * that share chunks (docs/decisions.md#18): a consumer's `import 'sitekit'` then loads a few files instead of about a
 * hundred, and every entry still shares one copy of each module (one SiteError class). Dependencies stay external;
 * the type declarations are tsc's. Lazily loaded parts (the operation table, the login flows, the frames) stay
 * separate chunks. A module that the package's `imports` map by condition (`#sha256`: Node's crypto under `node`) is an
 * entry of each of its forms, and the other bundles import it by its `#` name, so that a consumer's resolver picks the
 * form (docs/decisions.md#49).
 *
 *   npm run build   (runs tsc, then this)
 */
import { build, type Plugin } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { import?: string }>;
  imports: Record<string, Record<string, string>>;
};

interface Entry {
  in: string;
  /** The bundle's path under dist/src, without `.js`. */
  out: string;
}

/**
 * `./dist/src/light/index.js` → `src/light/index.ts`, for every export of the package that lies under dist/src; a
 * pattern (`./dist/src/modules/*.js`) stands for every module of its folder.
 */
const sourceOf = (target: string) => target.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts');

const entries: Entry[] = [
  ...Object.values(manifest.exports).map((target) => (typeof target === 'string' ? target : target.import)),
  ...Object.values(manifest.imports).flatMap((forms) => Object.values(forms)),
]
  .filter((target): target is string => target?.startsWith('./dist/src/') === true)
  .map(sourceOf)
  .flatMap((source) =>
    source.includes('*') ? filesMatching(source) : [{ in: source, out: source.replace(/^src\/|\.ts$/g, '') }],
  );

/** `src/core/sha256.ts` → `#sha256`: the source of each `imports` name's default form, which bundles import by name. */
const importNames = new Map(
  Object.entries(manifest.imports).map(([name, forms]) => [sourceOf(forms.default!), name] as const),
);

/** Leaves each import of an `imports` module's default form to the consumer's resolver, under its `#` name. */
const byImportName: Plugin = {
  name: 'by-import-name',
  setup(build) {
    build.onResolve({ filter: /^\./ }, ({ path, resolveDir, kind }) => {
      if (kind === 'entry-point') return undefined;
      const name = importNames.get(relative(root, join(resolveDir, path)).replace(/\.js$/, '.ts'));
      return name ? { path: name, external: true } : undefined;
    });
  },
};

function filesMatching(pattern: string): Entry[] {
  const [folder, suffix] = [pattern.slice(0, pattern.lastIndexOf('/')), pattern.slice(pattern.indexOf('*') + 1)];
  return readdirSync(join(root, folder))
    .filter((file) => file.endsWith(suffix) && !file.endsWith('.d.ts'))
    .map((file) => ({
      in: `${folder}/${file}`,
      out: `${folder}/${file.slice(0, -suffix.length)}`.replace(/^src\//, ''),
    }));
}

await build({
  absWorkingDir: root,
  entryPoints: entries,
  outdir: 'dist/src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  packages: 'external',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  allowOverwrite: true,
  plugins: [byImportName],
  logLevel: 'warning',
});
console.log(`bundled ${entries.length} entries into dist/src`);
