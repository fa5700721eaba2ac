// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteClient, OAuthStrategy, SESSION_SYNC_PERIOD_MS } from '../../../../src/index.js';
import { ManualClock } from '../../../../src/testing/index.js';
import { InstantClock } from '../../support/instant-clock.js';
import { API, CLIENT_ID, fakePlatform, json, oauthSite, post, tokenHandler } from '../../support/fake-platform.js';
import { REDIRECT_SESSION_PATH, redirectSession, redirectSessionHandler } from '../../support/redirect-session.js';

const platform = fakePlatform();
const PAGES = 'https://pages.test';
const STAMP_KEY = `sitekit.${CLIENT_ID}.redirectSessionLastPreWarm`;

function servePages(
  page: () => Response | Promise<Response> = () =>
    new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } }),
) {
  platform.server.use(
    tokenHandler(() => json({ access_token: 'VISITOR', refresh_token: 'R', expires_in: 3600 })),
    redirectSessionHandler(`${PAGES}/login-session`, `${PAGES}/login-session`),
    http.get(`${PAGES}/login-session`, page),
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

describe('sessions.syncToPages / isSessionSynced', () => {
  it('loads a login redirect session of this client in a hidden frame, stamps localStorage, removes the frame', async () => {
    servePages();
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock, { adapter: 'http' });
    expect(site.auth.sessions.isSessionSynced()).toBe(false);
    await site.auth.sessions.syncToPages();
    expect(platform.to(REDIRECT_SESSION_PATH).map((request) => request.body)).toEqual([{ login: {} }]);
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.headers.authorization).toBe('VISITOR');
    expect(localStorage.getItem(STAMP_KEY)).toBe(String(clock.now()));
    expect(document.querySelector('iframe')).toBeNull();
    expect(site.auth.sessions.isSessionSynced()).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('repeats at most once in 7 days unless forced', async () => {
    servePages();
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock, { adapter: 'http' });
    await site.auth.sessions.syncToPages();
    await site.auth.sessions.syncToPages();
    expect(platform.to(REDIRECT_SESSION_PATH)).toHaveLength(1);
    clock.advance(SESSION_SYNC_PERIOD_MS - 1);
    expect(site.auth.sessions.isSessionSynced()).toBe(true);
    clock.advance(1);
    expect(site.auth.sessions.isSessionSynced()).toBe(false);
    await site.auth.sessions.syncToPages();
    await site.auth.sessions.syncToPages({ force: true });
    expect(platform.to(REDIRECT_SESSION_PATH)).toHaveLength(3);
  });

  it('does not count a stamp from the future as synced', () => {
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock, { adapter: 'http' });
    localStorage.setItem(STAMP_KEY, String(clock.now() + 60_000));
    expect(site.auth.sessions.isSessionSynced()).toBe(false);
  });

  it('only logs when the redirect session fails; no stamp, no frame, no throw', async () => {
    platform.server.use(
      tokenHandler(),
      post(REDIRECT_SESSION_PATH, () => json({ message: 'down' }, 500)),
    );
    const { site } = oauthSite({}, new ManualClock(), { adapter: 'http' });
    await expect(site.auth.sessions.syncToPages()).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STAMP_KEY)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('removes the frame and logs when the page fails to load', async () => {
    servePages(() => HttpResponse.error());
    const { site } = oauthSite({}, new InstantClock(), { adapter: 'http' });
    await site.auth.sessions.syncToPages();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
    expect(localStorage.getItem(STAMP_KEY)).toBeNull();
  });

  it('gives up after the load timeout, removing the frame', async () => {
    servePages(async () => {
      await delay('infinite');
      return new HttpResponse('');
    });
    const clock = new ManualClock();
    const { site } = oauthSite({ sessionSyncTimeoutMs: 1_000 }, clock, { adapter: 'http' });
    const syncing = site.auth.sessions.syncToPages();
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    clock.advance(1_000);
    await syncing;
    expect(document.querySelector('iframe')).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('did not load within 1000 ms');
  });

  it('stops on abort: frame removed, no stamp, nothing logged', async () => {
    servePages(async () => {
      await delay('infinite');
      return new HttpResponse('');
    });
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock, { adapter: 'http' });
    const controller = new AbortController();
    const syncing = site.auth.sessions.syncToPages({ signal: controller.signal });
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    controller.abort();
    await syncing;
    expect(document.querySelector('iframe')).toBeNull();
    expect(clock.pendingTimers).toBe(0);
    expect(localStorage.getItem(STAMP_KEY)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends nothing when the signal is already aborted', async () => {
    servePages();
    const { site } = oauthSite({}, new ManualClock(), { adapter: 'http' });
    await site.auth.sessions.syncToPages({ signal: AbortSignal.abort() });
    expect(platform.requests).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("uses each client's own redirects (its own host and tokens), never a shared one", async () => {
    servePages();
    const other = 'https://other-api.test';
    const seen: string[] = [];
    platform.server.use(
      http.post(`${other}/oauth2/token`, () => HttpResponse.json({ access_token: 'OTHER', expires_in: 60 })),
      http.post(`${other}${REDIRECT_SESSION_PATH}`, ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json(redirectSession(`${PAGES}/login-session`));
      }),
    );
    const clientId = 'other-client';
    const second = createSiteClient({ auth: OAuthStrategy({ clientId }), baseURL: other, adapter: 'http' });
    await second.auth.sessions.syncToPages();
    expect(seen).toEqual(['OTHER']);
    expect(platform.to(REDIRECT_SESSION_PATH)).toHaveLength(0);
    expect(localStorage.getItem(`sitekit.${clientId}.redirectSessionLastPreWarm`)).not.toBeNull();
    expect(API).not.toBe(other);
  });
});
