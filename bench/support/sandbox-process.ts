import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

// What the sandbox benchmarks share: the sandbox as a child process, sequential latency, and load from autocannon.
const projectRoot = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
export const LATENCY_SAMPLES = 500;
export const LOAD_SECONDS = 10;
export const LOAD_CONNECTIONS = 16;

export interface Server {
  process: ChildProcess;
  url: string;
  clientId: string;
  apiKey: string;
  startMs: number;
}

export async function startServer(db: string, extraArgs: string[] = []): Promise<Server> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'sandbox/cli.ts'), '--port', '0', '--db', db, ...extraArgs],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const output = await new Promise<string>((resolveOutput, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (/API key:\s+\S+/.test(text)) resolveOutput(text);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${text}`)));
  });
  return {
    process: child,
    startMs: performance.now() - started,
    url: /listening on (\S+)/.exec(output)![1]!,
    clientId: /client id:\s+(\S+)/.exec(output)![1]!,
    apiKey: /API key:\s+(\S+)/.exec(output)![1]!,
  };
}

export async function visitorToken(url: string, clientId: string): Promise<string> {
  const reply = await fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** Median and tail latency of sequential GETs on one keep-alive connection, after 50 warm-up requests. */
export async function sequentialLatency(
  url: string,
  token: string,
): Promise<{ median: number; p95: number; p99: number }> {
  for (let i = 0; i < 50; i++) {
    const reply = await fetch(url, { headers: { authorization: token } });
    if (reply.status !== 200) throw new Error(`warm-up failed: ${reply.status} ${await reply.text()}`);
    await reply.arrayBuffer();
  }
  const times: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const started = performance.now();
    const reply = await fetch(url, { headers: { authorization: token } });
    await reply.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * CPU time (user + system, from `/proc/<pid>/stat`, so Linux only) the server spends per request over `count`
 * sequential requests: unlike latency and throughput it hardly moves when other work shares the cores.
 */
export async function serverCpuPerRequest(server: Server, url: string, token: string, count = 2000): Promise<number> {
  const before = processCpuMs(server.process.pid!);
  for (let i = 0; i < count; i++) await (await fetch(url, { headers: { authorization: token } })).arrayBuffer();
  return (processCpuMs(server.process.pid!) - before) / count;
}

/** utime + stime of a process in ms (the kernel counts them in ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

/** autocannon in its own process: a 3 s warm-up (JIT, page cache), then the measured `-c 16 -d 10` run. */
export async function autocannon(url: string, token: string): Promise<LoadResult> {
  const bin = join(projectRoot, 'node_modules/.bin/autocannon');
  await run(bin, ['-c', String(LOAD_CONNECTIONS), '-d', '3', '-j', '-H', `authorization=${token}`, url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { stdout } = await run(
    bin,
    ['-c', String(LOAD_CONNECTIONS), '-d', String(LOAD_SECONDS), '-j', '-H', `authorization=${token}`, url],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return loadResultOf(JSON.parse(stdout) as AutocannonResult);
}

/** The part of autocannon's result (its JSON output or its programmatic answer) that a load figure reports. */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

export const loadResultOf = (result: AutocannonResult): LoadResult => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  total: result.requests.total,
});

export function dotR(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `work` on a database file in a fresh temporary folder, removed afterwards. */
export async function inTemporaryDatabase(prefix: string, work: (path: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    await work(join(dir, 'bench.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `work` against the sandbox as a child process on `db`, stopped afterwards. */
export async function withServer(
  db: string,
  extraArgs: string[],
  work: (server: Server) => Promise<void>,
): Promise<void> {
  const server = await startServer(db, extraArgs);
  try {
    await work(server);
  } finally {
    server.process.kill('SIGTERM');
  }
}
