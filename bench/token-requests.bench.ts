/**
 * Token requests caused by 100 concurrent calls: on a fresh client (expected: 1 anonymous grant) and after the access
 * token expired (expected: 1 refresh grant). Runs against a loopback HTTP server; the clock is injected so that expiry
 * needs no waiting.
 *
 *   npm run bench:tokens
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteClient, OAuthStrategy, systemClock, type Clock } from '../src/index.js';

const CONCURRENT_CALLS = 100;
const counts = { anonymous: 0, refresh_token: 0, other: 0, apiCalls: 0 };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  response.setHeader('content-type', 'application/json');
  if (request.url === '/oauth2/token') {
    const grant = (JSON.parse(body) as { grantType?: string }).grantType;
    if (grant === 'anonymous' || grant === 'refresh_token') counts[grant]++;
    else counts.other++;
    // A little latency, so that concurrent callers really overlap with the grant.
    await new Promise((resolve) => setTimeout(resolve, 20));
    response.end(JSON.stringify({ access_token: `A${Date.now()}`, refresh_token: 'R', expires_in: 3600 }));
    return;
  }
  counts.apiCalls++;
  response.end(JSON.stringify({ valid: true }));
}

/** The system clock, plus an offset that `skip` moves forward. */
function skippableClock(): Clock & { skip(ms: number): void } {
  let offset = 0;
  return { ...systemClock, now: () => Date.now() + offset, skip: (ms) => void (offset += ms) };
}

async function main(): Promise<void> {
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const clock = skippableClock();
  const site = createSiteClient({
    auth: OAuthStrategy({ clientId: 'bench-client' }),
    baseURL: `http://127.0.0.1:${port}`,
    clock,
  });
  const burst = () =>
    Promise.all(Array.from({ length: CONCURRENT_CALLS }, () => site.authentication.validateEmail('a@b.test')));

  await burst();
  const fresh = { ...counts };
  clock.skip(3601 * 1000);
  await burst();
  const afterExpiry = {
    anonymous: counts.anonymous - fresh.anonymous,
    refresh: counts.refresh_token - fresh.refresh_token,
  };
  server.close();

  const rows = [
    {
      scenario: `${CONCURRENT_CALLS} concurrent first calls`,
      tokenRequests: fresh.anonymous + fresh.refresh_token,
      target: 1,
    },
    {
      scenario: `${CONCURRENT_CALLS} concurrent calls after expiry`,
      tokenRequests: afterExpiry.anonymous + afterExpiry.refresh,
      target: 1,
    },
  ];
  console.table(rows);
  console.log(
    `detail: first burst ${fresh.anonymous} anonymous grant(s); after expiry ${afterExpiry.refresh} refresh grant(s), ` +
      `${afterExpiry.anonymous} anonymous; ${counts.apiCalls} API calls answered`,
  );
  if (rows.some((row) => row.tokenRequests !== row.target)) process.exitCode = 1;
}

await main();
