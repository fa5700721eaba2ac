import { execFile } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

/**
 * Load on a web page from a separate process: autocannon walking a list of addresses in turn, with each response's
 * time to first byte (request written → status line and headers parsed) beside autocannon's own latency (→ the last
 * byte). Run as a script (`page-load.ts <file> <seconds>`), it is the load generator process.
 */

const run = promisify(execFile);

export interface PageLoadResult {
  requestsPerSecond: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Autocannon's latency: request written until the response's last byte, ms. */
  latency: { p50: number; p99: number };
  /** Request written until the response's headers, ms. */
  firstByte: { p50: number; p99: number };
}

export interface PageLoad {
  origin: string;
  paths: readonly string[];
  connections: number;
}

/** One run of `seconds` from a child process, its answer read from its output. */
export async function pageLoad(load: PageLoad, file: string, seconds: number): Promise<PageLoadResult> {
  writeFileSync(file, JSON.stringify(load));
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'page-load.ts'), file, String(seconds)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as PageLoadResult;
}

/** Nearest-rank percentile of sorted values. */
const at = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

async function generateLoad(file: string, seconds: number): Promise<void> {
  const { origin, paths, connections } = JSON.parse(readFileSync(file, 'utf8')) as PageLoad;
  const firstByteMs: number[] = [];
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
    setupClient: (client) => {
      // One request in flight per connection (no pipelining), so each headers event answers the last request.
      let sentAt = 0;
      // The client emits 'request' just before it writes each request; its type declarations leave the event out.
      (client as unknown as EventEmitter).on('request', () => (sentAt = performance.now()));
      client.on('headers', () => firstByteMs.push(performance.now() - sentAt));
    },
  });
  firstByteMs.sort((a, b) => a - b);
  const measured: PageLoadResult = {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
    firstByte: { p50: at(firstByteMs, 0.5), p99: at(firstByteMs, 0.99) },
  };
  process.stdout.write(JSON.stringify(measured));
}

if (process.argv[1] === import.meta.filename) await generateLoad(process.argv[2]!, Number(process.argv[3]));
