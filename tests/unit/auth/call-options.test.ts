import { delay, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  isSiteAbortError,
  isSiteTimeoutError,
  isSiteTokenError,
  LoginState,
  TokenRole,
  type CallOptions,
  type SiteError,
  type StateMachine,
  type Tokens,
} from '../../../src/index.js';
import { InstantClock } from '../support/instant-clock.js';
import { fakePlatform, json, oauthSite, post, stateMachineSuccess, tokenHandler } from '../support/fake-platform.js';
import { REDIRECT_SESSION_PATH, redirectSession } from '../support/redirect-session.js';
import { holdTokenEndpoint } from '../support/held-token-endpoint.js';
import { IAM } from '../support/iam-paths.js';

const platform = fakePlatform();
const TOKEN = '/oauth2/token';
const { login: LOGIN, validateEmail: VALIDATE } = IAM;
const SLOW_MS = 300;

type Site = ReturnType<typeof oauthSite>['site'];

interface Outcome {
  value?: unknown;
  error?: SiteError;
}

/** The state of a promise, readable at any time. */
function track(promise: Promise<unknown>) {
  const state: Outcome & { status: 'pending' | 'resolved' | 'rejected' } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: SiteError) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}

async function outcomeOf(promise: Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error: error as SiteError };
  }
}

const slowly = (body: JsonBodyType) => async () => {
  await delay(SLOW_MS);
  return json(body);
};

function validTokens(clock: InstantClock): Tokens {
  return {
    accessToken: { value: 'MEMBER-A', expiresAt: Math.floor(clock.now() / 1000) + 3600 },
    refreshToken: { value: 'MEMBER-R', role: TokenRole.MEMBER },
  };
}

/** A site whose tokens need no renewal, so that the call under test sends exactly one request. */
function memberSite(): Site {
  const clock = new InstantClock();
  return oauthSite({ tokens: validTokens(clock) }, clock).site;
}

interface MethodCase {
  name: string;
  /** The one request the call sends; its answer takes SLOW_MS. */
  path: string;
  serve: () => void;
  run: (site: Site, call: CallOptions) => Promise<unknown>;
  /** Where the per-call timeout shows up in the call's outcome. */
  timeoutError: (outcome: Outcome) => unknown;
}

const grant = { access_token: 'NEW-A', refresh_token: 'NEW-R', expires_in: 3600 };

const cases: MethodCase[] = [
  {
    name: 'login',
    path: LOGIN,
    serve: () => platform.server.use(post(LOGIN, slowly(stateMachineSuccess))),
    run: (site, call) => site.auth.login({ email: 'ana@shop.test', password: 'secret-1' }, call),
    // login reports a transport failure as a FAILURE state, not a rejection.
    timeoutError: ({ value }) => {
      expect((value as StateMachine).loginState).toBe(LoginState.FAILURE);
      return (value as { cause: unknown }).cause;
    },
  },
  {
    name: 'getMemberTokens',
    path: TOKEN,
    serve: () => platform.server.use(tokenHandler(slowly(grant))),
    run: async (site, call) => {
      const oauthData = site.auth.generateOAuthData('https://shop.test/callback');
      return site.auth.getMemberTokens('CODE', oauthData.state, oauthData, call);
    },
    timeoutError: ({ error }) => (isSiteTokenError(error) ? error.cause : error),
  },
  {
    name: 'generateVisitorTokens (refresh)',
    path: TOKEN,
    serve: () => platform.server.use(tokenHandler(slowly(grant))),
    run: (site, call) =>
      site.auth.generateVisitorTokens({ refreshToken: { value: 'OLD-R', role: TokenRole.VISITOR } }, call),
    timeoutError: ({ error }) => (isSiteTokenError(error) ? error.cause : error),
  },
  {
    name: 'logout',
    path: REDIRECT_SESSION_PATH,
    serve: () => platform.server.use(post(REDIRECT_SESSION_PATH, slowly(redirectSession('https://login.test/logout')))),
    run: (site, call) => site.auth.logout('https://shop.test/', call),
    timeoutError: ({ error }) => error,
  },
];

describe.each(cases)('site.auth.$name with call options', ({ path, serve, run, timeoutError }) => {
  it('rejects with SiteAbortError and sends nothing when the signal is already aborted', async () => {
    serve();
    const site = memberSite();
    const { error } = await outcomeOf(run(site, { signal: AbortSignal.abort() }));
    expect(isSiteAbortError(error)).toBe(true);
    expect(platform.requests).toHaveLength(0);
    expect(site.auth.getTokens().accessToken.value).toBe('MEMBER-A');
  });

  it('rejects with SiteAbortError when aborted mid-flight, and sends nothing more', async () => {
    serve();
    const site = memberSite();
    const controller = new AbortController();
    const call = track(run(site, { signal: controller.signal }));
    await vi.waitFor(() => expect(platform.requests).toHaveLength(1));
    controller.abort();
    await vi.waitFor(() => expect(call.status).toBe('rejected'));
    expect(isSiteAbortError(call.error)).toBe(true);
    await delay(SLOW_MS + 50);
    expect(platform.requests.map((request) => request.path)).toEqual([path]);
    expect(site.auth.getTokens().accessToken.value).toBe('MEMBER-A');
  });

  it('applies a per-call timeout', async () => {
    serve();
    const error = timeoutError(await outcomeOf(run(memberSite(), { timeoutMs: 30 })));
    expect(isSiteTimeoutError(error)).toBe(true);
    expect((error as SiteError).message).toMatch(/^Request timed out after 30 ms/);
  });
});

describe('waiting for a shared renewal', () => {
  const heldTokenEndpoint = () => holdTokenEndpoint(platform, { accessToken: 'RENEWED', refreshToken: 'R' });

  const validate = (site: Site) => track(site.authentication.validateEmail('a@b.test'));

  it('lets the caller that started it abort alone: the others get the tokens of the one renewal', async () => {
    const release = heldTokenEndpoint();
    const { site } = oauthSite();
    const controller = new AbortController();
    const starter = track(site.auth.logout('https://shop.test/', { signal: controller.signal }));
    const others = [validate(site), validate(site)];
    await vi.waitFor(() => expect(platform.to(TOKEN)).toHaveLength(1));

    controller.abort();
    await vi.waitFor(() => expect(starter.status).toBe('rejected'));
    expect(isSiteAbortError(starter.error)).toBe(true);
    expect(others.map((other) => other.status)).toEqual(['pending', 'pending']);

    release();
    await vi.waitFor(() => expect(others.map((other) => other.status)).toEqual(['resolved', 'resolved']));
    expect(platform.to(TOKEN)).toHaveLength(1);
    expect(platform.to(VALIDATE).map((request) => request.headers.authorization)).toEqual(['RENEWED', 'RENEWED']);
    expect(platform.to(REDIRECT_SESSION_PATH)).toHaveLength(0);
    expect(site.auth.getTokens().accessToken.value).toBe('RENEWED');
  });

  it('lets a caller that joined it abort alone (getMemberTokensForExternalLogin)', async () => {
    const release = heldTokenEndpoint();
    const { site } = oauthSite();
    const starter = validate(site);
    await vi.waitFor(() => expect(platform.to(TOKEN)).toHaveLength(1));
    const controller = new AbortController();
    const joiner = track(
      site.auth.getMemberTokensForExternalLogin('member-1', 'API-KEY', { signal: controller.signal }),
    );

    controller.abort();
    await vi.waitFor(() => expect(joiner.status).toBe('rejected'));
    expect(isSiteAbortError(joiner.error)).toBe(true);
    expect(starter.status).toBe('pending');

    release();
    await vi.waitFor(() => expect(starter.status).toBe('resolved'));
    expect(platform.to(TOKEN).map((request) => (request.body as { grantType?: string }).grantType)).toEqual([
      'anonymous',
    ]);
    expect(platform.to(VALIDATE)[0]?.headers.authorization).toBe('RENEWED');
  });

  it('lets a call whose 401 started a renewal abort alone while that renewal is held', async () => {
    const release = heldTokenEndpoint();
    platform.server.use(
      post(VALIDATE, (_body, request) =>
        request.headers.get('authorization') === 'OLD' ? json({ message: 'expired' }, 401) : json({ valid: true }),
      ),
    );
    const clock = new InstantClock();
    const tokens = {
      accessToken: { value: 'OLD', expiresAt: Math.floor(clock.now() / 1000) + 3600 },
      refreshToken: { value: 'R0', role: TokenRole.MEMBER },
    };
    const { site } = oauthSite({ tokens }, clock);
    const controller = new AbortController();
    const call = track(site.authentication.validateEmail('a@b.test', { signal: controller.signal }));
    await vi.waitFor(() => expect(platform.to(TOKEN)).toHaveLength(1));

    controller.abort();
    await vi.waitFor(() => expect(call.status).toBe('rejected'));
    expect(isSiteAbortError(call.error)).toBe(true);

    release();
    await vi.waitFor(() => expect(site.auth.getTokens().accessToken.value).toBe('RENEWED'));
    expect(platform.to(VALIDATE)).toHaveLength(1);
  });

  it('starts no renewal for a call whose signal is already aborted', async () => {
    platform.server.use(
      tokenHandler(),
      post(LOGIN, () => json(stateMachineSuccess)),
    );
    const { site } = oauthSite();
    const login = site.auth.login({ email: 'ana@shop.test', password: 'pw' }, { signal: AbortSignal.abort() });
    await expect(login).rejects.toSatisfy(isSiteAbortError);
    expect(platform.requests).toHaveLength(0);
  });
});
