import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  createSiteClient,
  OAuthStrategy,
  type OAuthStrategyDescriptor,
  type OAuthStrategyOptions,
  type SiteClientOptions,
} from '../../../src/index.js';
import { ManualClock } from '../../../src/testing/index.js';
import { InstantClock } from './instant-clock.js';
import { IAM } from './iam-paths.js';

export const API = 'https://api.test';
export const CLIENT_ID = '5f3a9c1e-7b2d-4e8f-a6c0-9d1b3e5f7a24';

export interface RecordedRequest {
  origin: string;
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An msw server for one test file that records every request it sees. */
export function fakePlatform() {
  const requests: RecordedRequest[] = [];
  const server = setupServer();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const record: RecordedRequest = {
      origin: url.origin,
      method: request.method,
      path: url.pathname,
      search: url.search,
      // Lower-cased: happy-dom's Headers keep the sender's case.
      headers: Object.fromEntries([...request.headers.entries()].map(([name, value]) => [name.toLowerCase(), value])),
      body: undefined,
    };
    requests.push(record);
    // The body is read by the handler before it answers, so this resolves before the client sees the answer.
    void request
      .clone()
      .text()
      .then((text) => (record.body = text ? JSON.parse(text) : undefined));
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    requests,
    /** Requests to the token endpoint of the test API host. */
    tokenRequests: () => requests.filter((request) => request.origin === API && request.path === '/oauth2/token'),
    /** Requests to `path` on the test API host. */
    to: (path: string) => requests.filter((request) => request.origin === API && request.path === path),
  };
}

let minted = 0;

/** A token endpoint that mints numbered tokens: `access-<n>` / `refresh-<n>`, or answers as told. */
export function tokenHandler(answer?: (body: Record<string, unknown>) => Response | Promise<Response>) {
  return http.post(`${API}/oauth2/token`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (answer) return answer(body);
    minted++;
    return HttpResponse.json({
      access_token: `access-${minted}`,
      refresh_token: `refresh-${minted}`,
      expires_in: 3600,
    });
  });
}

export function json(body: JsonBodyType, status = 200, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, { status, headers });
}

/**
 * A POST handler that reads the request body before answering, so that the recorder has the body by the time the
 * client sees the answer.
 */
export function post(path: string, answer: (body: unknown, request: Request) => Response | Promise<Response>) {
  return http.post(`${API}${path}`, async ({ request }) => {
    const text = await request.clone().text();
    return answer(text ? JSON.parse(text) : undefined, request);
  });
}

/** A small authenticated call to exercise the interceptors: validate-email. */
export function validateEmailHandler() {
  return post(IAM.validateEmail, () => HttpResponse.json({ valid: true }));
}

export function oauthSite(
  options: Partial<OAuthStrategyOptions> = {},
  clock: ManualClock = new InstantClock(),
  site: Partial<Omit<SiteClientOptions<OAuthStrategyDescriptor>, 'auth'>> = {},
) {
  const auth = OAuthStrategy({ clientId: CLIENT_ID, ...options });
  return { site: createSiteClient({ auth, baseURL: API, clock, ...site }), clock };
}

export const stateMachineSuccess = {
  state: 'SUCCESS',
  sessionToken: 'session-1',
  identity: { id: '7c1e4a9b-3d2f-4b8e-9c6a-0e5f2d8b1a47' },
};
