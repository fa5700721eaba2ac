/**
 * Builds a browser app as its own bundler would: esbuild, minified ESM for the browser (es2022), gzip -9 per chunk.
 * With code splitting the first load is the entry chunk and the chunks it imports statically; without it the app is
 * one file (dynamic imports inlined). Source maps follow the package's own maps back to src/ and generated/, so that
 * each byte of the output is attributed to the file it came from.
 */
import { build, type Metafile } from 'esbuild';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { byteShares, decodeSegments, gzipShares, type SourceMap } from './gzip-attribution.js';

export interface Sizes {
  minifiedBytes: number;
  gzipBytes: number;
}

export interface BuiltApp {
  /** What the app loads before it runs (the whole app when built as one file). */
  firstLoad: Sizes;
  /** Every chunk, the lazily imported ones included. */
  all: Sizes;
  /** The first load's gzip bytes per source file (`src/…`, `generated/…`, `node_modules/…`), when asked for. */
  gzipShares: Map<string, number>;
  /** The first load's minified bytes per source file, when asked for (`attribute`). */
  minifiedShares: Map<string, number>;
  /** esbuild's metafile: each input's bytes in the first load's chunks (the package's dist files, not src/). */
  inputBytes: Map<string, number>;
  /** The source files that have code in the first load. */
  sources: Set<string>;
  /** The original lines (0-based) of each source file that have code in the first load. */
  linesIn(source: string): Set<number>;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const repository = relative('/', join(import.meta.dirname, '..', '..'));

/** `…/node_modules/sitekit/src/x.ts` and this repository's `src/x.ts` both become `src/x.ts`; packages keep theirs. */
export function sourceName(path: string): string {
  const own = /(?:^|\/)node_modules\/sitekit\/(.*)$/.exec(path);
  if (own) return own[1]!;
  if (path.startsWith(`${repository}/`)) return path.slice(repository.length + 1);
  const inModules = /node_modules\/(.*)$/.exec(path);
  return inModules ? `node_modules/${inModules[1]}` : path;
}

export interface BuildOptions {
  workingDir: string;
  splitting: boolean;
  /** Compute `gzipShares` (slow: gzip runs once per run of a source in the output). */
  attribute?: boolean;
}

/** Adds each source's bytes to its running total. */
function addTo(totals: Map<string, number>, bytes: Iterable<readonly [string, number]>): void {
  for (const [source, count] of bytes) totals.set(source, (totals.get(source) ?? 0) + count);
}

export async function buildApp(entry: string, options: BuildOptions): Promise<BuiltApp> {
  const outdir = join(options.workingDir, 'bundle-output');
  const result = await build({
    absWorkingDir: options.workingDir,
    entryPoints: [entry],
    bundle: true,
    splitting: options.splitting,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    sourcemap: 'external',
    outdir,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = new Map(result.outputFiles.map((file) => [file.path, file]));
  const chunks = [...files.keys()].filter((path) => path.endsWith('.js'));
  const outputPath = (path: string) => join(options.workingDir, path);
  // A lazily imported module's chunk names its module as entryPoint too: the app's chunk is the one of the app's entry.
  const entryInput = relative(options.workingDir, entry);
  const entryChunk = Object.keys(result.metafile.outputs).find(
    (path) => result.metafile.outputs[path]!.entryPoint === entryInput,
  )!;
  const firstLoad = loadedFirst(result.metafile, entryChunk).map(outputPath);
  const shares = new Map<string, number>();
  const minifiedShares = new Map<string, number>();
  const inputBytes = new Map<string, number>();
  const lines = new Map<string, Set<number>>();
  for (const chunk of firstLoad) {
    const raw = JSON.parse(files.get(`${chunk}.map`)!.text) as SourceMap;
    const map = { ...raw, sources: raw.sources.map((source) => sourceName(relative('/', join(outdir, source)))) };
    if (options.attribute) {
      const code = files.get(chunk)!.text;
      addTo(shares, gzipShares(code, map));
      addTo(minifiedShares, byteShares(code, map));
      const inputs = result.metafile.outputs[relative(options.workingDir, chunk)]!.inputs;
      addTo(
        inputBytes,
        Object.entries(inputs).map(([input, { bytesInOutput }]) => [sourceName(input), bytesInOutput]),
      );
    }
    for (const [, , source, line] of decodeSegments(map.mappings)) {
      const name = map.sources[source]!;
      if (!lines.has(name)) lines.set(name, new Set());
      lines.get(name)!.add(line);
    }
  }
  const sizes = (paths: string[]): Sizes => ({
    minifiedBytes: sum(paths.map((path) => files.get(path)!.contents.byteLength)),
    gzipBytes: sum(paths.map((path) => gzipSync(files.get(path)!.contents, { level: 9 }).byteLength)),
  });
  return {
    firstLoad: sizes(firstLoad),
    all: sizes(chunks),
    gzipShares: shares,
    minifiedShares,
    inputBytes,
    sources: new Set(lines.keys()),
    linesIn: (source) => lines.get(source) ?? new Set(),
  };
}

/** The entry chunk and, transitively, the chunks it imports statically (dynamic imports load later, if ever). */
function loadedFirst(metafile: Metafile, entryChunk: string): string[] {
  const loaded = new Set([entryChunk]);
  for (const chunk of loaded) {
    for (const { path, kind } of metafile.outputs[chunk]!.imports) if (kind === 'import-statement') loaded.add(path);
  }
  return [...loaded];
}
