/**
 * Per-call overhead of the full sitekit stack (interceptors, zod request and response validation, token check,
 * error mapping) against a bare axios call to the same loopback server. Median over CALLS calls each, measured in
 * alternating blocks so that drift affects both alike; reported as a ratio.
 *
 *   npm run bench:overhead
 */
import axios from 'axios';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteClient, OAuthStrategy } from '../src/index.js';

const CALLS = Number(process.env.CALLS ?? 4000);
const WARMUP = 300;
const BLOCK = 200;
const ANSWER = JSON.stringify({ valid: true, formatInvalid: false });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await call();
  return Number(process.hrtime.bigint() - start) / 1000;
}

async function main(): Promise<void> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/oauth2/token') {
        response.end(JSON.stringify({ access_token: 'A', refresh_token: 'R', expires_in: 3600 }));
      } else response.end(ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const path = '/_api/iam/authentication/v2/validate-email';

  const site = createSiteClient({ auth: OAuthStrategy({ clientId: 'bench-client' }), baseURL });
  const bare = axios.create({ baseURL });
  const fullCall = () => site.authentication.validateEmail('ana.lopez@example.com');
  const bareCall = () =>
    bare.post(
      path,
      { email: 'ana.lopez@example.com' },
      { headers: { Authorization: 'A', 'Content-Type': 'application/json' } },
    );

  for (let i = 0; i < WARMUP; i++) {
    await fullCall();
    await bareCall();
  }
  const samples = { full: [] as number[], bare: [] as number[] };
  for (let done = 0; done < CALLS; done += BLOCK) {
    for (let i = 0; i < BLOCK; i++) samples.bare.push(await timed(bareCall));
    for (let i = 0; i < BLOCK; i++) samples.full.push(await timed(fullCall));
  }
  server.close();

  const bareMedian = median(samples.bare);
  const fullMedian = median(samples.full);
  const ratio = fullMedian / bareMedian;
  console.table([
    { stack: 'bare axios', calls: samples.bare.length, medianMicroseconds: Math.round(bareMedian) },
    { stack: 'sitekit (full)', calls: samples.full.length, medianMicroseconds: Math.round(fullMedian) },
  ]);
  console.log(`ratio full/bare: ${ratio.toFixed(3)}x (target <= 1.3x); node ${process.version}`);
}

await main();
