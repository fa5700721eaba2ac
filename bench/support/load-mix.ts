import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import {
  LATENCY_SAMPLES,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  type LoadResult,
  loadResultOf,
  processCpuMs,
  type Server,
} from './sandbox-process.js';

/**
 * A mix of requests for the sandbox benchmarks: each measurement walks a list of different paths in turn, so that
 * no answer is repeated often enough for a cache to serve it. Run as a script (`load-mix.ts <file>`), it is the
 * load generator process: autocannon with one request per path of the list, round after round.
 */

const run = promisify(execFile);

/** Median and tail latency of sequential GETs over the mix, one keep-alive connection, after 50 warm-up requests. */
export async function sequentialMixLatency(
  origin: string,
  paths: readonly string[],
  token: string,
): Promise<{ median: number; p95: number; p99: number; byKind: Map<string, number> }> {
  const get = async (i: number) => {
    const reply = await fetch(`${origin}${paths[i % paths.length]}`, { headers: { authorization: token } });
    if (reply.status !== 200) throw new Error(`request failed: ${reply.status} ${await reply.text()}`);
    await reply.arrayBuffer();
  };
  for (let i = 0; i < 50; i++) await get(paths.length - 1 - (i % paths.length));
  const times: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const started = performance.now();
    await get(i);
    times.push(performance.now() - started);
  }
  const byKind = medianByKind(paths, times);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), byKind };
}

/** The median time of each kind of request, the kind being the path's `#kind` fragment. */
function medianByKind(paths: readonly string[], times: number[]): Map<string, number> {
  const kinds = new Map<string, number[]>();
  times.forEach((time, i) => {
    const kind = paths[i % paths.length]!.split('#')[1] ?? '';
    kinds.set(kind, [...(kinds.get(kind) ?? []), time]);
  });
  return new Map(
    [...kinds].map(([kind, list]) => [kind, list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!] as const),
  );
}

/** The server's CPU time (user + system) per request over `count` sequential requests of the mix. */
export async function serverCpuPerMixRequest(
  server: Server,
  paths: readonly string[],
  token: string,
  count = 2000,
): Promise<number> {
  const before = processCpuMs(server.process.pid!);
  for (let i = 0; i < count; i++)
    await (await fetch(`${server.url}${paths[i % paths.length]}`, { headers: { authorization: token } })).arrayBuffer();
  return (processCpuMs(server.process.pid!) - before) / count;
}

/** Load from a separate process: a 3 s warm-up, then the measured `-c 16 -d 10` run, both over the mix. */
export async function mixUnderLoad(
  origin: string,
  paths: readonly string[],
  token: string,
  file: string,
): Promise<LoadResult> {
  writeFileSync(file, JSON.stringify({ origin, paths, token }));
  const script = join(import.meta.dirname, 'load-mix.ts');
  const runOnce = async (seconds: number) => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, file, String(seconds)], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as LoadResult;
  };
  await runOnce(3);
  return runOnce(LOAD_SECONDS);
}

async function generateLoad(file: string, seconds: number): Promise<void> {
  const { origin, paths, token } = JSON.parse(readFileSync(file, 'utf8')) as {
    origin: string;
    paths: string[];
    token: string;
  };
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
    headers: { authorization: token },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]!.split('#')[0]! }) }],
  });
  const measured = loadResultOf(result);
  process.stdout.write(JSON.stringify(measured));
}

if (process.argv[1] === import.meta.filename) await generateLoad(process.argv[2]!, Number(process.argv[3]));
