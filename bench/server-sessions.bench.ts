/**
 * Server sessions (`npm run bench:server`, builds dist/ first), from the packed package installed into a scratch app:
 * - what building a request's client costs: `createServerSession` from a member's session cookie (Fetch and Node
 *   requests; products and collections, or every module) beside sitekit's `createSiteClient` with the same modules
 *   and no cookie to read; the median over ROUNDS (40) rounds of PER_ROUND (1,000) builds, in µs of CPU time (user +
 *   system, so that other work on the cores does not inflate it; budget: 50 µs);
 * - a page of three catalog reads (a product query, a collections query, one product) through a session built from
 *   a visitor's cookie on every request, served by `node:http` in its own process against the seeded sandbox in
 *   another: requests per second and p50 / p99 latency under autocannon (16 connections, 10 s after a 3 s warm-up).
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { installPackedPackage } from './support/packed-package.js';
import { LOAD_CONNECTIONS, LOAD_SECONDS, loadResultOf, startServer, visitorToken } from './support/sandbox-process.js';

const BUDGET_MICROSECONDS = 50;
const run = promisify(execFile);
const fixtures = join(import.meta.dirname, 'fixtures/server-app');
const autocannonBin = join(import.meta.dirname, '..', 'node_modules/.bin/autocannon');

const app = installPackedPackage();
for (const file of ['build-cost.mjs', 'page-server.mjs']) copyFileSync(join(fixtures, file), join(app.dir, file));

try {
  const { stdout } = await run(process.execPath, ['build-cost.mjs'], { cwd: app.dir, env: process.env });
  const costs = JSON.parse(stdout) as Record<string, number>;
  console.log(
    `Building a request's client (median µs of CPU per build; budget ${BUDGET_MICROSECONDS} µs for a session):`,
  );
  for (const [name, micros] of Object.entries(costs)) {
    const verdict = name.startsWith('createServerSession')
      ? micros <= BUDGET_MICROSECONDS
        ? ' (met)'
        : ' (NOT met)'
      : '';
    console.log(`  ${name}: ${micros.toFixed(1)} µs${verdict}`);
  }

  const sandbox = await startServer(':memory:');
  const pageServer = spawn(
    process.execPath,
    ['page-server.mjs', sandbox.url, sandbox.clientId, await firstProductId(sandbox)],
    {
      cwd: app.dir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const pageUrl = `${await new Promise<string>((resolve) => createInterface({ input: pageServer.stdout! }).once('line', resolve))}/`;
    const first = await fetch(pageUrl);
    if (first.status !== 200) throw new Error(`the page answered ${first.status}: ${await first.text()}`);
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
    const load = async (seconds: number) =>
      loadResultOf(
        JSON.parse(
          (
            await run(
              autocannonBin,
              ['-c', String(LOAD_CONNECTIONS), '-d', String(seconds), '-j', '-H', `cookie=${cookie}`, pageUrl],
              {
                maxBuffer: 64 * 1024 * 1024,
              },
            )
          ).stdout,
        ),
      );
    await load(3);
    const result = await load(LOAD_SECONDS);
    console.log(
      `A page of three catalog reads through a session from the cookie, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s: ` +
        `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms ` +
        `(${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors); node ${process.version}`,
    );
  } finally {
    pageServer.kill('SIGTERM');
    sandbox.process.kill('SIGTERM');
  }
} finally {
  rmSync(app.dir, { recursive: true, force: true });
}

async function firstProductId(sandbox: { url: string; clientId: string }): Promise<string> {
  const token = await visitorToken(sandbox.url, sandbox.clientId);
  const reply = await fetch(`${sandbox.url}/stores-reader/v1/products/query`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ query: { paging: { limit: 1 } } }),
  });
  const body = (await reply.json()) as { products: { id: string }[] };
  return body.products[0]!.id;
}
