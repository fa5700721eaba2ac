import { describe, expect, it } from 'vitest';
import { createSiteClient as createFullSiteClient } from '../../../src/index.js';
import {
  ApiKeyStrategy,
  createSiteClient,
  getProduct,
  OAuthStrategy,
  queryProducts,
} from '../../../src/light/index.js';
import { isSiteRequestValidationError } from '../../../src/errors/guards.js';
import { API, useRecordingServer } from '../support/recording-server.js';

const server = useRecordingServer();
const tokenAnswer = { access_token: 'visitor-access', refresh_token: 'visitor-refresh', expires_in: 14400 };

function visitorCore() {
  server.answer((request) => (request.path === '/oauth2/token' ? tokenAnswer : { product: { id: 'p1', name: 'Tea' } }));
  return createSiteClient({ auth: OAuthStrategy({ clientId: 'c' }), baseURL: API });
}

describe('sitekit/light', () => {
  it('gets visitor tokens on the first call and sends getProduct as site.products does', async () => {
    const site = visitorCore();
    const answer = await getProduct(site, 'p1');
    expect(answer).toEqual({ product: { id: 'p1', name: 'Tea' } });
    const [grant, read] = server.requests;
    expect(grant).toMatchObject({ method: 'POST', path: '/oauth2/token', body: { grantType: 'anonymous' } });
    expect(read).toMatchObject({ method: 'GET', path: '/stores-reader/v1/products/p1' });
    expect(read!.headers.authorization).toBe('visitor-access');
    expect(site.auth.getTokens().accessToken.value).toBe('visitor-access');
  });

  it('names the argument of a bad call and sends nothing', async () => {
    const site = visitorCore();
    const failure = await getProduct(site, '').catch((error: unknown) => error);
    expect(isSiteRequestValidationError(failure)).toBe(true);
    expect((failure as Error).message).toContain('"id"');
    expect(server.requests).toEqual([]);
  });

  it('runs the fluent product query as a GET with `.r`, and a ready-made one', async () => {
    const site = createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'key' }), baseURL: API });
    server.answer(() => ({ products: [{ id: 'p1' }], metadata: { items: 1, offset: 0 } }));
    const page = await queryProducts(site).eq('visible', true).limit(1).find();
    expect(page.items).toEqual([{ id: 'p1' }]);
    const raw = await queryProducts(site, { paging: { limit: 1 } });
    expect(raw.products).toEqual([{ id: 'p1' }]);
    expect(server.requests.map((request) => [request.method, Object.keys(request.query)])).toEqual([
      ['GET', ['.r']],
      ['GET', ['.r']],
    ]);
    expect(server.requests[0]!.headers.authorization).toBe('key');
  });

  it('offers the token methods only, and its functions accept a full site client too', async () => {
    const core = createSiteClient({ auth: OAuthStrategy({ clientId: 'c' }), baseURL: API });
    expect(Object.keys(core).sort()).toEqual(['auth']);
    expect(Object.keys(core.auth).sort()).toEqual(
      ['generateVisitorTokens', 'getTokens', 'loggedIn', 'onTokensChange', 'renewToken', 'setTokens'].sort(),
    );
    server.answer((request) => (request.path === '/oauth2/token' ? tokenAnswer : { product: { id: 'p2' } }));
    const site = createFullSiteClient({ auth: OAuthStrategy({ clientId: 'c' }), baseURL: API });
    expect(await getProduct(site, 'p2')).toEqual({ product: { id: 'p2' } });
  });

  it('refuses what is not a site client', () => {
    expect(() => getProduct({ auth: {} }, 'p1')).toThrow(/Not a site client/);
    expect(() => createSiteClient({ auth: undefined as never })).toThrow(/OAuthStrategy/);
  });
});
