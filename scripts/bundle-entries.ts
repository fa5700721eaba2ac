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
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { import?: string }>;
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
const entries: Entry[] = Object.values(manifest.exports)
  .map((target) => (typeof target === 'string' ? target : target.import))
  .filter((target): target is string => target?.startsWith('./dist/src/') === true)
  .map((target) => target.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'))
  .flatMap((source) =>
    source.includes('*') ? filesMatching(source) : [{ in: source, out: source.replace(/^src\/|\.ts$/g, '') }],
  );

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
  logLevel: 'warning',
});
console.log(`bundled ${entries.length} entries into dist/src`);
