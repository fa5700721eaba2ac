import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../../generated/client/index.js';
import { changePassword, getProduct, validateEmail } from '../../../generated/sdk.gen.js';
import type { SiteContext } from '../../../src/core/site-context.js';
import {
  isSiteAbortError,
  isSiteNetworkError,
  isSiteRequestValidationError,
  isSiteResponseValidationError,
  isSiteSystemError,
  isSiteTimeoutError,
  isSiteValidationError,
} from '../../../src/errors/index.js';
import { callOperation } from '../../../src/http/call-operation.js';
import { wholeTable } from '../../../src/http/whole-table.js';
import { createHttpClient, DEFAULT_RETRY, type CredentialProvider } from '../../../src/http/index.js';
import type { ResponseCheck } from '../../../src/http/response-check.js';
import { validateResponses } from '../../../src/validation/index.js';
import { InstantClock } from '../support/instant-clock.js';
import { failure } from '../support/failure.js';
import { IAM } from '../support/iam-paths.js';

const API = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function fixedCredentials(token = 'token-1'): CredentialProvider & { renewals: (string | undefined)[] } {
  let current = token;
  const renewals: (string | undefined)[] = [];
  return {
    renewals,
    headersFor: async () => ({ Authorization: current }),
    renewAfterUnauthorized: async (rejected) => {
      renewals.push(rejected);
      current = `${current}-renewed`;
      return true;
    },
  };
}

function makeClient(credentials: CredentialProvider | undefined = fixedCredentials(), timeoutMs = 5_000) {
  const clock = new InstantClock();
  const client = createHttpClient({
    baseURL: API,
    timeoutMs,
    retry: { ...DEFAULT_RETRY, random: () => 0.5 },
    clock,
    credentials: () => credentials,
    maxResponseBytes: 1024 * 1024,
  });
  return { client, clock };
}

/** A site context on a client made by `makeClient`, checking answers with `responseCheck` when given. */
function contextOf(client: Client, responseCheck?: ResponseCheck): SiteContext {
  return { client, baseURL: API, clock: new InstantClock(), responseCheck, operations: wholeTable };
}

const product = { product: { id: 'p1', name: 'Tea' } };
const VALIDATE_EMAIL = `${API}${IAM.validateEmail}`;

describe('transport', () => {
  it('attaches the bare access token to requests on the API origin', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/stores-reader/v1/products/:id`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(product);
      }),
    );
    const { client } = makeClient();
    const result = await getProduct({ client, path: { id: 'p1' } });
    expect(result.data).toEqual(product);
    expect(seen).toEqual(['token-1']);
  });

  it('never sends credentials to another origin, even ones set by the caller', async () => {
    const seen: Record<string, string | null>[] = [];
    server.use(
      http.get('https://elsewhere.test/stores-reader/v1/products/:id', ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          site: request.headers.get('wix-site-id'),
        });
        return HttpResponse.json(product);
      }),
    );
    const { client } = makeClient();
    await getProduct({
      client,
      baseURL: 'https://elsewhere.test',
      path: { id: 'p1' },
      headers: { Authorization: 'leaked', 'wix-site-id': 'site' },
    });
    await client.instance.get('https://elsewhere.test/stores-reader/v1/products/p2');
    expect(seen).toEqual([
      { authorization: null, site: null },
      { authorization: null, site: null },
    ]);
  });

  it('treats http://api.test and a different port as other origins', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('https://api.test:8443/x', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    const { client } = makeClient();
    await client.instance.get('https://api.test:8443/x');
    expect(authorization).toBeNull();
  });

  it('accepts any 2xx, and an empty body as {}', async () => {
    server.use(
      http.post(`${API}/_api/iam/authentication/v2/change-password`, () => new HttpResponse(null, { status: 204 })),
      http.post(VALIDATE_EMAIL, () => HttpResponse.json({ valid: true }, { status: 201 })),
    );
    const { client } = makeClient();
    expect((await changePassword({ client, body: { newPassword: 'pw' } })).data).toEqual({});
    expect((await validateEmail({ client, body: { email: 'a@b.test' } })).data).toEqual({ valid: true });
  });

  it('encodes path parameters into one segment', async () => {
    let path = '';
    server.use(
      http.get(`${API}/stores-reader/v1/products/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json(product);
      }),
    );
    const { client } = makeClient();
    await getProduct({ client, path: { id: 'a/../../x?y=1#z' } });
    expect(path).toBe('/stores-reader/v1/products/a%2F..%2F..%2Fx%3Fy%3D1%23z');
  });

  it('refuses path parameters that would change the route, before sending anything', async () => {
    const sent = vi.fn();
    server.use(http.all(`${API}/*`, sent));
    const { client } = makeClient();
    for (const id of ['..', '.']) {
      const error = await failure(getProduct({ client, path: { id } }));
      expect(isSiteRequestValidationError(error), id).toBe(true);
      expect(error.message).toBe(`INVALID_ARGUMENT: "id" must not be "${id}" (it would change the request path)`);
    }
    const empty = await failure(getProduct({ client, path: { id: '' } }));
    expect(isSiteRequestValidationError(empty)).toBe(true);
    expect(empty.message).toMatch(/^INVALID_ARGUMENT: "id" /);
    expect(sent).not.toHaveBeenCalled();
  });

  it('reports bad arguments as a request validation error naming the field', async () => {
    const { client } = makeClient();
    const request = { body: { ecomCheckout: { checkoutId: 7 } } as never };
    const error = await failure(callOperation(contextOf(client), 'createRedirectSession', request));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect(error.message).toContain('"ecomCheckout.checkoutId"');
  });

  it('reports an answer off the contract as a response validation error', async () => {
    server.use(http.post(VALIDATE_EMAIL, () => HttpResponse.json({ valid: 'yes' })));
    const strict = contextOf(makeClient().client, validateResponses({ strict: true }));
    const error = await failure(callOperation(strict, 'validateEmail', { body: { email: 'a@b.test' } }));
    expect(isSiteResponseValidationError(error)).toBe(true);
    expect(error.message).toContain('"valid"');
  });

  it('passes an answer off the contract through unchecked by default, but still checks the request', async () => {
    server.use(http.post(VALIDATE_EMAIL, () => HttpResponse.json({ valid: 'yes' })));
    const { client } = makeClient();
    const data = await callOperation(contextOf(client), 'validateEmail', { body: { email: 'a@b.test' } });
    expect(data).toEqual({ valid: 'yes' });
    const badRequest = callOperation(contextOf(client), 'validateEmail', { body: { email: 7 } as never });
    expect(isSiteRequestValidationError(await failure(badRequest))).toBe(true);
  });

  it('maps error envelopes through the interceptor', async () => {
    server.use(
      http.post(VALIDATE_EMAIL, () =>
        HttpResponse.json(
          { message: 'x', details: { validationError: { fieldViolations: [{ field: 'email', description: 'bad' }] } } },
          { status: 400, headers: { 'X-Wix-Request-Id': 'rid-9' } },
        ),
      ),
    );
    const { client } = makeClient();
    const error = await failure(validateEmail({ client, body: { email: 'a@b.test' } }));
    expect(isSiteValidationError(error)).toBe(true);
    expect(error.message).toBe('INVALID_ARGUMENT: "email" bad');
    expect(error.requestId).toBe('rid-9');
  });
});

describe('retries', () => {
  it('retries a GET on 503 with backoff and succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/stores-reader/v1/products/:id`, () =>
        ++calls < 3 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(product),
      ),
    );
    const { client, clock } = makeClient();
    const result = await getProduct({ client, path: { id: 'p1' } });
    expect(result.data).toEqual(product);
    expect(calls).toBe(3);
    expect(clock.requestedDelays).toEqual([150, 300]);
  });

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    let calls = 0;
    const { client, clock } = makeClient();
    const inFiveSeconds = new Date(clock.now() + 5000).toUTCString();
    server.use(
      http.get(`${API}/stores-reader/v1/products/:id`, () => {
        calls++;
        if (calls === 1) return HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '2' } });
        if (calls === 2) return HttpResponse.json({}, { status: 429, headers: { 'Retry-After': inFiveSeconds } });
        return HttpResponse.json(product);
      }),
    );
    await getProduct({ client, path: { id: 'p1' } });
    expect(clock.requestedDelays).toEqual([2000, 5000]);
  });

  it('retries network failures of a GET, then reports a network error', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/stores-reader/v1/products/:id`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const { client } = makeClient();
    const error = await failure(getProduct({ client, path: { id: 'p1' } }));
    expect(isSiteNetworkError(error)).toBe(true);
    expect(calls).toBe(3);
  });

  it('never retries a write', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/_api/iam/authentication/v2/change-password`, () => {
        calls++;
        return HttpResponse.json({}, { status: 503, headers: { 'x-wix-request-id': 'r503' } });
      }),
    );
    const { client, clock } = makeClient();
    const error = await failure(changePassword({ client, body: { newPassword: 'pw' } }));
    expect(isSiteSystemError(error)).toBe(true);
    expect(error.message).toBe('System error occurred, request-id: r503');
    expect(calls).toBe(1);
    expect(clock.requestedDelays).toEqual([]);
  });
});

describe('401 handling', () => {
  it('renews once and resends with the new header', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}/_api/iam/authentication/v2/change-password`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return seen.length === 1 ? HttpResponse.json({}, { status: 401 }) : HttpResponse.json({});
      }),
    );
    const credentials = fixedCredentials('old');
    const { client } = makeClient(credentials);
    await changePassword({ client, body: { newPassword: 'pw' } });
    expect(seen).toEqual(['old', 'old-renewed']);
    expect(credentials.renewals).toEqual(['old']);
  });

  it('does not loop: a second 401 is reported', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/_api/iam/authentication/v2/change-password`, () => {
        calls++;
        return HttpResponse.json({ message: 'expired' }, { status: 401, statusText: 'Unauthorized' });
      }),
    );
    const credentials = fixedCredentials('old');
    const { client } = makeClient(credentials);
    const error = await failure(changePassword({ client, body: { newPassword: 'pw' } }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(calls).toBe(2);
    expect(credentials.renewals).toHaveLength(1);
  });
});

describe('timeouts and aborts', () => {
  it('applies the default timeout to every request', async () => {
    server.use(
      http.post(`${API}/_api/iam/authentication/v2/change-password`, async () => {
        await delay(300);
        return HttpResponse.json({});
      }),
    );
    const { client } = makeClient(undefined, 40);
    const error = await failure(changePassword({ client, body: { newPassword: 'pw' } }));
    expect(isSiteTimeoutError(error)).toBe(true);
    expect(error.message).toMatch(/^Request timed out after 40 ms/);
  });

  it('stops on an AbortSignal', async () => {
    server.use(
      http.get(`${API}/stores-reader/v1/products/:id`, async () => {
        await delay(300);
        return HttpResponse.json(product);
      }),
    );
    const { client } = makeClient();
    const controller = new AbortController();
    const call = failure(getProduct({ client, path: { id: 'p1' }, signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    expect(isSiteAbortError(await call)).toBe(true);
  });
});
