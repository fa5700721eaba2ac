import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  createSiteClient,
  getSiteContext,
  isSiteHttpError,
  isSiteRequestValidationError,
  isSiteTimeoutError,
  OAuthStrategy,
  TokenRole,
} from '../../../src/index.js';
import { failure } from '../support/failure.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

interface LocalServer {
  url: string;
  seen: Seen[];
  answer(handler: Handler): void;
  close(): Promise<void>;
}

async function startLocalServer(): Promise<LocalServer> {
  const seen: Seen[] = [];
  let handler: Handler = (_request, response) => response.end('{}');
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      response.setHeader('content-type', 'application/json');
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer: (next) => void (handler = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let api: LocalServer;
let elsewhere: LocalServer;
beforeAll(async () => {
  api = await startLocalServer();
  elsewhere = await startLocalServer();
});
afterEach(() => {
  api.seen.length = 0;
  elsewhere.seen.length = 0;
  api.answer((_request, response) => response.end('{}'));
  elsewhere.answer((_request, response) => response.end('{}'));
});
afterAll(async () => {
  await api.close();
  await elsewhere.close();
});

const redirectTo = (status: number, target: () => string) => (_request: Seen, response: ServerResponse) => {
  response.statusCode = status;
  response.setHeader('location', `${target()}/captured`);
  response.end();
};

const memberTokens = {
  accessToken: { value: 'member-access', expiresAt: 4_000_000_000 },
  refreshToken: { value: 'member-refresh', role: TokenRole.MEMBER },
};

describe.each(['http', 'fetch'] as const)('redirects from the API (%s adapter)', (adapter) => {
  it('a 302 is a typed error naming the redirect; nothing reaches the other origin', async () => {
    api.answer(redirectTo(302, () => elsewhere.url));
    const site = createSiteClient({
      auth: ApiKeyStrategy({ apiKey: 'secret-key', siteId: 'site-1' }),
      baseURL: api.url,
      adapter,
      retry: false,
    });
    const error = await failure(site.products.getProduct('p1'));
    expect(isSiteHttpError(error)).toBe(true);
    expect(error.code).toBe('UNEXPECTED_REDIRECT');
    expect(error.status).toBe(302);
    expect(error.message).toContain(`${elsewhere.url}/captured`);
    expect(elsewhere.seen).toEqual([]);
  });

  it('a 307 of the login does not re-send the password, and one of a refresh does not re-send the token', async () => {
    api.answer(redirectTo(307, () => elsewhere.url));
    const site = createSiteClient({
      auth: OAuthStrategy({
        clientId: 'client-1',
        tokens: { ...memberTokens, accessToken: { value: 'a', expiresAt: 1 } },
      }),
      baseURL: api.url,
      adapter,
      retry: false,
    });
    const refresh = await failure(site.products.getProduct('p1'));
    expect(refresh.status).toBe(307);
    await site.auth.setTokens(memberTokens);
    const state = await site.auth.login({ email: 'a@b.test', password: 'hunter2-secret' });
    expect(state.loginState).toBe('FAILURE');
    expect(elsewhere.seen).toEqual([]);
    expect(site.auth.getTokens()).toEqual(memberTokens);
  });
});

describe('credential scope of a per-request baseURL', () => {
  it('sends no credentials when the axios instance is pointed at another host for one request', async () => {
    const site = createSiteClient({
      auth: ApiKeyStrategy({ apiKey: 'secret-key', siteId: 'site-1' }),
      baseURL: api.url,
    });
    await getSiteContext(site).client.instance.get('/stores-reader/v1/products/p1', { baseURL: elsewhere.url });
    expect(elsewhere.seen).toHaveLength(1);
    expect(elsewhere.seen[0]?.headers.authorization).toBeUndefined();
    expect(elsewhere.seen[0]?.headers['wix-site-id']).toBeUndefined();
    await getSiteContext(site).client.instance.get('/stores-reader/v1/products/p1');
    expect(api.seen[0]?.headers.authorization).toBe('secret-key');
  });
});

describe('timeouts', () => {
  const site = () =>
    createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'secret-key' }), baseURL: api.url, retry: false });

  it('refuses a timeout that is negative, not finite or beyond 2^31-1, naming the field, before any request', async () => {
    for (const timeoutMs of [-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31]) {
      const error = await failure(site().redirects.createRedirectSession({ login: {} }, { timeoutMs }));
      expect(isSiteRequestValidationError(error)).toBe(true);
      expect(error.message).toMatch(/"timeoutMs" must be/);
    }
    for (const timeout of [-5, Number.NaN, 2 ** 32]) {
      expect(() => createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), baseURL: api.url, timeout })).toThrow(
        /timeout must be a finite number of milliseconds/,
      );
    }
    expect(api.seen).toEqual([]);
  });

  it('accepts the largest timeout and waits for the answer', async () => {
    api.answer((_request, response) => setTimeout(() => response.end('{}'), 50));
    await site().products.getProduct('p1', {}, { timeoutMs: 2 ** 31 - 1 });
    expect(api.seen).toHaveLength(1);
  });

  it('treats an already expired deadline as a timeout without sending anything', async () => {
    const zero = await failure(site().products.getProduct('p1', {}, { timeoutMs: 0 }));
    expect(isSiteTimeoutError(zero)).toBe(true);
    const deadline = AbortSignal.timeout(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const expired = await failure(site().products.getProduct('p1', {}, { signal: deadline }));
    expect(isSiteTimeoutError(expired)).toBe(true);
    expect(api.seen).toEqual([]);
  });
});

describe('size of answers', () => {
  it('fails with a clear error when an answer exceeds maxResponseBytes', async () => {
    api.answer((_request, response) => response.end(JSON.stringify({ product: { id: 'p', name: 'x'.repeat(5000) } })));
    const site = createSiteClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      baseURL: api.url,
      maxResponseBytes: 1024,
    });
    const error = await failure(site.products.getProduct('p1'));
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.message).toMatch(/larger than 1024 bytes \(maxResponseBytes\)/);
    expect(api.seen).toHaveLength(1);
  });
});
