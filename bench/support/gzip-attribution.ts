import { gzipSync } from 'node:zlib';

/** What the attribution reads of a source map: `sources` relative to the repository. */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Every segment of a source map's `mappings` that names a source, as `[line, column, source, original line]`. */
export function decodeSegments(mappings: string): Array<[number, number, number, number]> {
  const segments: Array<[number, number, number, number]> = [];
  let source = 0;
  let originalLine = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = decodeVlq(segment);
      column += fields[0]!;
      if (fields.length < 4) continue;
      source += fields[1]!;
      originalLine += fields[2]!;
      segments.push([lineIndex, column, source, originalLine]);
    }
  });
  return segments;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The source of each byte of `code`, from its source map: bytes before the first mapping go to `(glue)`. */
function sourceRuns(code: string, map: SourceMap): Array<[string, string]> {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
  const runs: Array<[string, string]> = [];
  let from = 0;
  let current = '(glue)';
  for (const [line, column, source] of decodeSegments(map.mappings)) {
    const name = map.sources[source] ?? '(glue)';
    if (name === current) continue;
    const at = lineStarts[line]! + column;
    runs.push([current, code.slice(from, at)]);
    from = at;
    current = name;
  }
  runs.push([current, code.slice(from)]);
  return runs;
}

/** Each source's bytes in `code` (minified, before gzip), from its source map. */
export function byteShares(code: string, map: SourceMap): Map<string, number> {
  const shares = new Map<string, number>();
  for (const [source, text] of sourceRuns(code, map)) shares.set(source, (shares.get(source) ?? 0) + text.length);
  return shares;
}

/**
 * Each source's share of the gzip size of a bundle: the bytes gzip -9 adds when the source's runs are appended to
 * everything before them in the bundle. The shares sum to the bundle's gzip size (less the header), and a source
 * that repeats what came before pays little, as in the real file.
 */
export function gzipShares(code: string, map: SourceMap): Map<string, number> {
  const shares = new Map<string, number>();
  let prefix = '';
  let before = gzipSync('', { level: 9 }).byteLength;
  for (const [source, text] of sourceRuns(code, map)) {
    if (text === '') continue;
    prefix += text;
    const after = gzipSync(prefix, { level: 9 }).byteLength;
    shares.set(source, (shares.get(source) ?? 0) + after - before);
    before = after;
  }
  return shares;
}
