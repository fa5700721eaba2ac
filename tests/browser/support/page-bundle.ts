import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const ENTRY = join(import.meta.dirname, 'page-entry.ts');

export interface PageBundle {
  /** The bundled script: sitekit's real browser code and the page tools. */
  script: string;
  remove(): Promise<void>;
}

/** Bundles the test page entry for the browser, as an app's bundler would, into a temporary directory. */
export async function bundlePageEntry(): Promise<PageBundle> {
  const dir = await mkdtemp(join(tmpdir(), 'sitekit-browser-'));
  const outfile = join(dir, 'page-entry.js');
  await build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    sourcemap: 'inline',
    logLevel: 'silent',
  });
  return { script: await readFile(outfile, 'utf8'), remove: () => rm(dir, { recursive: true, force: true }) };
}
