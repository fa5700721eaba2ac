import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../scripts/lib/contract-operations.js';
import {
  ApiKeyStrategy,
  createProducts,
  createProductsV3,
  createSiteClient,
  DEFAULT_BASE_URL,
  getSiteContext,
  OAuthStrategy,
  type OAuthAuth,
} from '../../src/index.js';
import { normalizeBaseURL } from '../../src/core/base-url.js';
import { API, fakePlatform, json, post } from './support/fake-platform.js';

const platform = fakePlatform();

const CONTRACT = contractOperations(
  parse(readFileSync(new URL('../../generated/platform.bundled.yaml', import.meta.url), 'utf8')) as ContractDocument,
);

/** The modules the contract's `x-sitekit` names: `auth` (the token grant) and one per service. */
const CONTRACT_MODULES = [...new Set(CONTRACT.map(({ op }) => op['x-sitekit']!.module))].sort();

describe("the contract's x-sitekit", () => {
  const site = createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) }) as unknown as Record<
    string,
    Record<string, unknown>
  >;

  it.each(CONTRACT.map(({ op }) => [op.operationId!, op['x-sitekit']!] as const))(
    '%s names a module of the site client and a method of it',
    (_id, { module, method }) => {
      expect(site[module]).toBeTypeOf('object');
      if (method !== undefined) expect(site[module]![method]).toBeTypeOf('function');
    },
  );
});

describe('createSiteClient', () => {
  it('builds only the modules it is given, under their names, beside auth, redirects, checkout and the identity modules', () => {
    const site = createSiteClient({
      auth: OAuthStrategy({ clientId: 'c' }),
      modules: { products: createProducts, productsV3: createProductsV3 },
    });
    expect(Object.keys(site).sort()).toEqual(
      [
        'auth',
        'authentication',
        'catalogVersioning',
        'checkout',
        'products',
        'productsV3',
        'recovery',
        'redirects',
        'verification',
      ].sort(),
    );
    expect(site.products.getProduct).toBeTypeOf('function');
    expect(site.productsV3.getProduct).toBeTypeOf('function');
    expect(site).not.toHaveProperty('modules');
  });

  it('exposes every module the contract names: auth, redirects, the identity modules and the catalog', () => {
    const site = createSiteClient({ auth: OAuthStrategy({ clientId: 'c' }) });
    expect(Object.keys(site).sort()).toEqual(CONTRACT_MODULES);
    const methods: (keyof OAuthAuth)[] = [
      'generateVisitorTokens',
      'renewToken',
      'getTokens',
      'setTokens',
      'loggedIn',
      'onTokensChange',
      'register',
      'login',
      'processVerification',
      'sendPasswordResetEmail',
      'generateOAuthData',
      'getAuthUrl',
      'parseFromUrl',
      'getMemberTokens',
      'getMemberTokensForDirectLogin',
      'getMemberTokensForExternalLogin',
      'logout',
      'sessions',
    ];
    expect(Object.keys(site.auth).sort()).toEqual([...methods].sort());
    expect(Object.keys(site.auth.sessions).sort()).toEqual(['isSessionSynced', 'syncToPages']);
  });

  it('defaults to the platform host and gives every client its own generated client and axios instance', () => {
    const strategy = OAuthStrategy({ clientId: 'c' });
    const first = createSiteClient({ auth: strategy });
    const second = createSiteClient({ auth: strategy });
    expect(DEFAULT_BASE_URL).toBe('https://www.wixapis.com');
    expect(getSiteContext(first).baseURL).toBe('https://www.wixapis.com');
    expect(getSiteContext(first).client).not.toBe(getSiteContext(second).client);
    expect(getSiteContext(first).client.instance).not.toBe(getSiteContext(second).client.instance);
    expect(getSiteContext(first).client.getConfig().baseURL).toBe('https://www.wixapis.com');
  });

  it('normalises and checks baseURL', () => {
    expect(normalizeBaseURL('http://127.0.0.1:4020/')).toBe('http://127.0.0.1:4020');
    expect(normalizeBaseURL('https://api.test/prefix/')).toBe('https://api.test/prefix');
    expect(() => normalizeBaseURL('api.test')).toThrow(TypeError);
    expect(() => normalizeBaseURL('ftp://api.test')).toThrow(TypeError);
    expect(() => normalizeBaseURL('https://api.test/?a=1')).toThrow(TypeError);
  });

  it('refuses a missing or unknown strategy', () => {
    expect(() => createSiteClient({ auth: undefined as never })).toThrow(/needs auth/);
    expect(() => OAuthStrategy({ clientId: '' })).toThrow(TypeError);
    expect(() => ApiKeyStrategy({ apiKey: '' })).toThrow(TypeError);
  });

  it('API-key clients expose header helpers; setSiteId changes what is sent', async () => {
    platform.server.use(post('/_api/iam/authentication/v2/validate-email', () => json({ valid: true })));
    const site = createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'KEY', siteId: 'S1' }), baseURL: API });
    expect(site.auth.getAuthHeaders()).toEqual({ Authorization: 'KEY', 'wix-site-id': 'S1' });
    site.auth.setSiteId('S2');
    site.auth.setAccountId('A1');
    await site.authentication.validateEmail('a@b.test');
    expect(platform.requests[0]?.headers).toMatchObject({
      authorization: 'KEY',
      'wix-site-id': 'S2',
      'wix-account-id': 'A1',
    });
  });

  it('retry: false sends a failing GET once', async () => {
    const { http, HttpResponse } = await import('msw');
    let calls = 0;
    platform.server.use(
      http.get(`${API}/_api/iam/authentication/v1/logout`, () => {
        calls++;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const site = createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'K' }), baseURL: API, retry: false });
    await expect(site.authentication.logout()).rejects.toMatchObject({ kind: 'system', status: 503 });
    expect(calls).toBe(1);
  });

  it('getSiteContext refuses other objects', () => {
    expect(() => getSiteContext({} as never)).toThrow(TypeError);
  });
});
