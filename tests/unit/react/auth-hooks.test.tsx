// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenRole, type Tokens } from '../../../src/auth/index.js';
import {
  useAuth,
  useCreateRedirectSession,
  useGetProduct,
  useLoginStatus,
  useLogout,
  useSetTokens,
} from '../../../src/react/index.js';
import { useCatalogServer, type RecordedRequest } from '../catalog/support/catalog-server.js';
import { apiKeySite, oauthSite, renderSiteHook } from './support/react-site.js';

const MEMBER_TOKENS: Tokens = {
  accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'member-refresh', role: TokenRole.MEMBER },
};

const REDIRECT_SESSION = {
  redirectSession: { id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b', fullUrl: 'https://example.com/logout?session=1' },
};

function platform(request: RecordedRequest) {
  if (request.path === '/oauth2/token') {
    return { access_token: 'visitor-access', refresh_token: 'visitor-refresh', expires_in: 3600 };
  }
  if (request.path.endsWith('/redirect-session')) return REDIRECT_SESSION;
  return { product: { id: 'P1' } };
}

describe('auth hooks', () => {
  const server = useCatalogServer();

  it('useLoginStatus starts signed out', () => {
    const { result } = renderSiteHook(() => useLoginStatus(), oauthSite());
    expect(result.current).toEqual({ loggedIn: false, role: 'none' });
  });

  it('an API-key client is never logged in', () => {
    const { result } = renderSiteHook(() => useLoginStatus(), apiKeySite());
    expect(result.current.loggedIn).toBe(false);
  });

  it("useAuth exposes site.auth's actions and re-renders when they change the login status", async () => {
    const { result } = renderSiteHook(() => useAuth(), oauthSite());
    expect(result.current.loggedIn).toBe(false);
    await act(() => result.current.auth.setTokens(MEMBER_TOKENS));
    expect(result.current).toMatchObject({ loggedIn: true, role: 'member' });
    expect(result.current.auth.getTokens().accessToken.value).toBe('member-access');
  });

  it('useLoginStatus follows token changes made outside the hooks, with no query or mutation running', async () => {
    const site = oauthSite();
    const { result } = renderSiteHook(() => useLoginStatus(), site);
    expect(result.current.loggedIn).toBe(false);
    await act(() => site.auth.setTokens(MEMBER_TOKENS));
    expect(result.current).toEqual({ loggedIn: true, role: 'member' });
  });

  it('useLogout clears the tokens, answers the logout URL and signs the status out', async () => {
    server.answer(platform);
    const site = oauthSite();
    await site.auth.setTokens(MEMBER_TOKENS);
    const { result } = renderSiteHook(() => ({ status: useLoginStatus(), logout: useLogout() }), site);
    expect(result.current.status.loggedIn).toBe(true);
    const answer = await act(() => result.current.logout.mutateAsync('https://shop.example/'));
    expect(answer.logoutUrl).toBe(REDIRECT_SESSION.redirectSession.fullUrl);
    expect(result.current.status).toEqual({ loggedIn: false, role: 'none' });
  });

  it("a change of login status refreshes the site's queries", async () => {
    server.answer(platform);
    const { result } = renderSiteHook(() => ({ product: useGetProduct('P1'), setTokens: useSetTokens() }), oauthSite());
    await waitFor(() => expect(result.current.product.isSuccess).toBe(true));
    const productReads = () => server.requests.filter((request) => request.path.endsWith('/products/P1')).length;
    expect(productReads()).toBe(1);
    await act(() => result.current.setTokens.mutateAsync(MEMBER_TOKENS));
    await waitFor(() => expect(productReads()).toBe(2));
    expect(server.requests.at(-1)?.path).toBe('/stores-reader/v1/products/P1');
  });

  it('the raw identity and redirect calls have mutation hooks', async () => {
    server.answer(platform);
    const { result } = renderSiteHook(() => useCreateRedirectSession(), oauthSite());
    const session = await act(() => result.current.mutateAsync({ logout: { clientId: 'client' } }));
    expect(session).toEqual(REDIRECT_SESSION);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/_api/redirects-api/v1/redirect-session',
      body: { logout: { clientId: 'client' } },
    });
  });

  it('useAuth refuses an API-key client', () => {
    expect(() => renderSiteHook(() => useAuth(), apiKeySite())).toThrow(/OAuthStrategy/);
  });
});
