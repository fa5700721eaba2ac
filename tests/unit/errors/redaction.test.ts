import { inspect } from 'node:util';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createSiteClient, LoginState, OAuthStrategy, TokenRole } from '../../../src/index.js';
import { failure } from '../support/failure.js';

const API = 'https://api.test';
const API_KEY = 'IST.secret-api-key';
const REFRESH_TOKEN = 'refresh-token-secret';
const ACCESS_TOKEN = 'access-token-secret';
const PASSWORD = 'hunter2-password-secret';
const SECRETS = [API_KEY, REFRESH_TOKEN, ACCESS_TOKEN, PASSWORD];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Every way an error reaches a log. */
function printed(error: unknown): string {
  return [inspect(error, { depth: Infinity }), JSON.stringify(error), String(error)].join('\n');
}

function expectNoSecrets(error: unknown): void {
  const text = printed(error);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const member = (expiresAt: number) => ({
  accessToken: { value: ACCESS_TOKEN, expiresAt },
  refreshToken: { value: REFRESH_TOKEN, role: TokenRole.MEMBER },
});

describe('errors in logs', () => {
  it('a failed refresh shows method and path but not the refresh token', async () => {
    server.use(http.post(`${API}/oauth2/token`, () => HttpResponse.error()));
    const site = createSiteClient({
      auth: OAuthStrategy({ clientId: 'c', tokens: member(1) }),
      baseURL: API,
      retry: false,
    });
    const error = await failure(site.products.getProduct('p1'));
    expectNoSecrets(error);
    expect(printed(error)).toContain('POST');
    expect(printed(error)).toContain('/oauth2/token');
  });

  it('a failed login keeps neither the password nor the access token', async () => {
    server.use(http.post(`${API}/_api/iam/authentication/v2/login`, () => HttpResponse.error()));
    const site = createSiteClient({
      auth: OAuthStrategy({ clientId: 'c', tokens: member(4_000_000_000) }),
      baseURL: API,
      retry: false,
    });
    const state = await site.auth.login({ email: 'a@b.test', password: PASSWORD });
    expect(state.loginState).toBe(LoginState.FAILURE);
    expectNoSecrets(state);
  });

  it('an API-key call that times out or fails keeps the key out, and the answer in', async () => {
    server.use(
      http.get(`${API}/stores-reader/v1/products/:id`, () =>
        HttpResponse.json({ message: 'broken' }, { status: 500, headers: { 'x-wix-request-id': 'rid-1' } }),
      ),
    );
    const site = createSiteClient({ auth: ApiKeyStrategy({ apiKey: API_KEY }), baseURL: API, retry: false });
    const error = await failure(site.products.getProduct('p1'));
    expectNoSecrets(error);
    const json = JSON.parse(JSON.stringify(error));
    expect(json).toMatchObject({ status: 500, requestId: 'rid-1', body: { message: 'broken' } });

    server.use(http.get(`${API}/stores-reader/v1/products/:id`, () => HttpResponse.error()));
    expectNoSecrets(await failure(site.products.getProduct('p1')));
  });
});
