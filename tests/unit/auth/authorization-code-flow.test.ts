import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isSiteOAuthFlowError, TokenRole } from '../../../src/index.js';
import { CLIENT_ID, fakePlatform, json, oauthSite, post, tokenHandler } from '../support/fake-platform.js';
import { REDIRECT_SESSION_PATH, redirectSessionHandler } from '../support/redirect-session.js';
import { failure } from '../support/failure.js';

const platform = fakePlatform();

describe('getAuthUrl', () => {
  it('creates an auth redirect session with PKCE S256, fragment mode and prompt login by default', async () => {
    platform.server.use(tokenHandler(), redirectSessionHandler());
    const { site } = oauthSite();
    const data = site.auth.generateOAuthData('https://shop.test/callback');
    const result = await site.auth.getAuthUrl(data);
    expect(result).toEqual({
      authUrl: 'https://login.test/authorize?x=1',
      authorizationEndpoint: 'https://login.test/authorize',
      sessionToken: 'redirect-session-token',
    });
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).toEqual({
      auth: {
        authRequest: {
          redirectUri: 'https://shop.test/callback',
          clientId: CLIENT_ID,
          codeChallenge: data.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: data.state,
        },
        prompt: 'login',
      },
    });
  });

  it('passes prompt, responseMode (query, web_message), sessionToken and idp', async () => {
    platform.server.use(tokenHandler(), redirectSessionHandler());
    const { site } = oauthSite();
    const data = site.auth.generateOAuthData('https://shop.test/callback');
    await site.auth.getAuthUrl(data, { responseMode: 'query' });
    await site.auth.getAuthUrl(data, {
      prompt: 'none',
      responseMode: 'web_message',
      sessionToken: 'ST',
      idp: 'google',
    });
    await site.auth.getAuthUrl(data, { idp: { connectionId: 'conn-1' } });
    const bodies = platform
      .to(REDIRECT_SESSION_PATH)
      .map((request) => request.body as { auth: Record<string, unknown> });
    expect(bodies[0]?.auth).toMatchObject({ authRequest: { responseMode: 'query' }, prompt: 'login' });
    expect(bodies[1]?.auth).toMatchObject({
      authRequest: {
        responseMode: 'web_message',
        sessionToken: 'ST',
        idp: '0e6a50f5-b523-4e29-990d-f37fa2ffdd69',
      },
      prompt: 'none',
    });
    expect(bodies[2]?.auth).toMatchObject({ authRequest: { idp: 'conn-1' } });
  });
});

describe('getMemberTokens', () => {
  it("fails with 'Missing code or _state' and 'Invalid _state' before any request", async () => {
    const { site } = oauthSite();
    const data = site.auth.generateOAuthData('https://shop.test/callback');
    for (const [code, state] of [
      [undefined, data.state],
      ['C', undefined],
      ['', ''],
    ] as const) {
      const error = await failure(site.auth.getMemberTokens(code, state, data));
      expect(isSiteOAuthFlowError(error)).toBe(true);
      expect(error.message).toBe('Missing code or _state');
    }
    const invalid = await failure(site.auth.getMemberTokens('C', 'other-state', data));
    expect(invalid.message).toBe('Invalid _state');
    expect(invalid.code).toBe('INVALID_STATE');
    expect(platform.requests).toHaveLength(0);
  });

  it('exchanges the code with the verifier and redirect URI for member tokens', async () => {
    platform.server.use(tokenHandler(() => json({ access_token: 'MA', refresh_token: 'MR', expires_in: 100 })));
    const { site, clock } = oauthSite();
    const data = site.auth.generateOAuthData('https://shop.test/callback');
    const tokens = await site.auth.getMemberTokens('CODE', data.state, data);
    expect(platform.tokenRequests()[0]?.body).toEqual({
      clientId: CLIENT_ID,
      grantType: 'authorization_code',
      redirectUri: 'https://shop.test/callback',
      code: 'CODE',
      codeVerifier: data.codeVerifier,
    });
    expect(tokens).toEqual({
      accessToken: { value: 'MA', expiresAt: Math.floor(clock.now() / 1000) + 100 },
      refreshToken: { value: 'MR', role: TokenRole.MEMBER },
    });
    await site.auth.setTokens(tokens);
    expect(site.auth.loggedIn()).toBe(true);
  });

  it('omits redirectUri when the flow has none', async () => {
    platform.server.use(tokenHandler());
    const { site } = oauthSite();
    const data = site.auth.generateOAuthData(undefined);
    await site.auth.getMemberTokens('CODE', data.state, data);
    expect(platform.tokenRequests()[0]?.body).not.toHaveProperty('redirectUri');
  });

  it("raises 'Failed to fetch tokens from OAuth API' with status text, request id and body", async () => {
    platform.server.use(
      tokenHandler(() =>
        json({ error: 'invalid_grant', error_description: 'code used' }, 400, { 'X-Wix-Request-Id': 'rq-1' }),
      ),
    );
    const { site } = oauthSite();
    const data = site.auth.generateOAuthData('https://shop.test/callback');
    const error = await failure(site.auth.getMemberTokens('CODE', data.state, data));
    expect(error.message).toBe(
      'Failed to fetch tokens from OAuth API: Bad Request. request id: rq-1. Response: {"error":"invalid_grant","error_description":"code used"}',
    );
    expect(error.kind).toBe('token');
    expect(error.code).toBe('invalid_grant');
    expect(error.requestId).toBe('rq-1');
  });
});

describe('logout', () => {
  it('creates a logout redirect session, returns its URL and clears the tokens to role none', async () => {
    platform.server.use(tokenHandler(), redirectSessionHandler('https://site.test/logout?x'));
    const { site } = oauthSite();
    await site.auth.setTokens({
      accessToken: { value: 'member', expiresAt: 4_000_000_000 },
      refreshToken: { value: 'mr', role: TokenRole.MEMBER },
    });
    const result = await site.auth.logout('https://shop.test/bye');
    expect(result).toEqual({ logoutUrl: 'https://site.test/logout?x' });
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).toEqual({
      logout: { clientId: CLIENT_ID },
      callbacks: { postFlowUrl: 'https://shop.test/bye' },
    });
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.headers.authorization).toBe('member');
    expect(site.auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: TokenRole.NONE },
    });
    expect(site.auth.loggedIn()).toBe(false);
  });
});

describe('logout with an answer that has no logout URL', () => {
  for (const [name, answer] of [
    ['{}', () => HttpResponse.json({})],
    ['204', () => new HttpResponse(null, { status: 204 })],
  ] as const) {
    it(`clears the tokens and fails with a typed error on ${name} (answers not checked)`, async () => {
      platform.server.use(tokenHandler(), post(REDIRECT_SESSION_PATH, answer));
      const { site } = oauthSite();
      await site.auth.setTokens({
        accessToken: { value: 'member', expiresAt: 4_000_000_000 },
        refreshToken: { value: 'mr', role: TokenRole.MEMBER },
      });
      const error = await failure(site.auth.logout('https://shop.test/bye'));
      expect(isSiteOAuthFlowError(error)).toBe(true);
      expect(error.message).toBe('No redirect URL found');
      expect(site.auth.loggedIn()).toBe(false);
    });
  }
});

describe('hosted-page URLs that are not http(s)', () => {
  for (const url of [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
  ]) {
    it(`refuses ${url.split(':')[0]}: as authUrl and as logoutUrl`, async () => {
      platform.server.use(tokenHandler(), redirectSessionHandler(url, url));
      const { site } = oauthSite();
      const data = await site.auth.generateOAuthData('https://shop.test/callback');
      const authError = await failure(site.auth.getAuthUrl(data));
      expect(isSiteOAuthFlowError(authError) && authError.code).toBe('UNSAFE_URL');
      const logoutError = await failure(site.auth.logout('https://shop.test/bye'));
      expect(isSiteOAuthFlowError(logoutError) && logoutError.code).toBe('UNSAFE_URL');
      expect(logoutError.message).toContain(url.split(':')[0]);
    });
  }
});

describe('getMemberTokensForExternalLogin', () => {
  it('first ensures a visitor token, then sends authorized_client with "<visitor token>,<apiKey>"', async () => {
    platform.server.use(
      tokenHandler((body) =>
        body.grantType === 'anonymous'
          ? json({ access_token: 'VISITOR', refresh_token: 'VR', expires_in: 3600 })
          : json({ access_token: 'EXT', refresh_token: 'EXTR', expires_in: 3600 }),
      ),
    );
    const { site } = oauthSite();
    const tokens = await site.auth.getMemberTokensForExternalLogin('member-7', 'API-KEY');
    const [anonymous, external] = platform.tokenRequests();
    expect(anonymous?.body).toEqual({ clientId: CLIENT_ID, grantType: 'anonymous' });
    expect(external?.body).toEqual({ grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-7' });
    expect(external?.headers.authorization).toBe('VISITOR,API-KEY');
    expect(tokens.refreshToken).toEqual({ value: 'EXTR', role: TokenRole.MEMBER });
  });
});

describe('sendPasswordResetEmail', () => {
  it('sends the recovery email with this client id as the redirect client', async () => {
    platform.server.use(
      tokenHandler(),
      post('/_api/iam/recovery/v1/send-email', () => HttpResponse.json({})),
    );
    const { site } = oauthSite();
    await site.auth.sendPasswordResetEmail('ana@shop.test', 'https://shop.test/reset');
    expect(platform.to('/_api/iam/recovery/v1/send-email')[0]?.body).toEqual({
      email: 'ana@shop.test',
      redirect: { url: 'https://shop.test/reset', clientId: CLIENT_ID },
    });
  });
});

describe('token request headers', () => {
  it('adds configured headers to every token request', async () => {
    platform.server.use(tokenHandler());
    const { site } = oauthSite({ tokenRequestHeaders: { 'client-binding': 'b-1' } });
    await site.auth.generateVisitorTokens();
    expect(platform.tokenRequests()[0]?.headers['client-binding']).toBe('b-1');
    expect(platform.tokenRequests()[0]?.headers['content-type']).toBe('application/json');
  });
});
