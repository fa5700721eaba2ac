import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

/** The test page entry: sitekit's real browser code and the page tools. */
export const PAGE_ENTRY = join(import.meta.dirname, 'page-entry.ts');

/**
 * Bundles a page's entry for the browser, as an app's bundler would (ESM for Chromium, its source map inline), and
 * answers the script. `alias` maps a package name to the one directory every import of it resolves to, as a bundler's
 * `resolve.dedupe` does; `production` builds the packages' production code, as a site ships it.
 */
export async function bundleForBrowser(
  entry: string,
  { alias = {}, production = false }: { alias?: Record<string, string>; production?: boolean } = {},
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sitekit-page-'));
  try {
    const outfile = join(dir, basename(entry).replace(/\.tsx?$/, '.js'));
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      sourcemap: 'inline',
      alias,
      ...(production ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
      logLevel: 'silent',
    });
    return await readFile(outfile, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
