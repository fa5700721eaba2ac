/**
 * Replaces the compiled public entries under dist/src (tsc's output, one file per module) by bundles of the same names
 * that share chunks (docs/decisions.md#18): a consumer's `import 'sitekit'` then loads a few files instead of about a
 * hundred, and every entry still shares one copy of each module (one SiteError class). Dependencies stay external;
 * the type declarations are tsc's. Lazily loaded parts (the operation table, the login flows, the frames) stay
 * separate chunks.
 *
 *   npm run build   (runs tsc, then this)
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { import?: string }>;
};

/**
 * Public folders whose files the generation step writes (docs/decisions.md#34): the factory entries
 * `sitekit/modules/<module>` are generated/modules/<module>.gen.ts, published as dist/src/modules/<module>.js.
 */
const GENERATED_FOLDERS: Record<string, string> = { 'src/modules': 'generated/modules' };

interface Entry {
  in: string;
  /** The bundle's path under dist/src, without `.js`. */
  out: string;
}

/**
 * `./dist/src/light/index.js` → `src/light/index.ts`, for every export of the package that lies under dist/src; a
 * pattern (`./dist/src/modules/*.js`) stands for every module of its folder.
 */
const entries: Entry[] = Object.values(manifest.exports)
  .map((target) => (typeof target === 'string' ? target : target.import))
  .filter((target): target is string => target?.startsWith('./dist/src/') === true)
  .map((target) => target.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'))
  .flatMap((source) =>
    source.includes('*') ? filesMatching(source) : [{ in: source, out: source.replace(/^src\/|\.ts$/g, '') }],
  );

function filesMatching(pattern: string): Entry[] {
  const [folder, suffix] = [pattern.slice(0, pattern.lastIndexOf('/')), pattern.slice(pattern.indexOf('*') + 1)];
  const generated = GENERATED_FOLDERS[folder];
  const [from, ending] = generated ? [generated, `.gen${suffix}`] : [folder, suffix];
  return readdirSync(join(root, from))
    .filter((file) => file.endsWith(ending) && !file.endsWith('.d.ts'))
    .map((file) => ({
      in: `${from}/${file}`,
      out: `${folder}/${file.slice(0, -ending.length)}`.replace(/^src\//, ''),
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
  logLevel: 'warning',
});
// tsc declared a generated entry beside its source (dist/generated/modules/x.gen.d.ts); the entry's declaration
// re-exports it.
for (const entry of entries.filter((e) => !e.in.startsWith('src/'))) {
  const declaration = join(root, 'dist/src', `${entry.out}.d.ts`);
  const target = relative(join(declaration, '..'), join(root, 'dist', entry.in.replace(/\.ts$/, '.js')));
  writeFileSync(declaration, `export * from '${target}';\n`);
}
console.log(`bundled ${entries.length} entries into dist/src`);
