import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

/** The test page entry: sitekit's real browser code and the page tools. */
export const PAGE_ENTRY = join(import.meta.dirname, 'page-entry.ts');

/**
 * Bundles a page's entry for the browser, as an app's bundler would (ESM for Chromium, its source map inline), and
 * answers the script.
 */
export async function bundleForBrowser(entry: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sitekit-page-'));
  try {
    const outfile = join(dir, basename(entry).replace(/\.ts$/, '.js'));
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      sourcemap: 'inline',
      logLevel: 'silent',
    });
    return await readFile(outfile, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
