import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { API } from '../../catalog/support/catalog-server.js';

export { API };

/** One request as it reached the API host. */
export interface IdentityRequest {
  method: string;
  /** The path on the API host (`/_api/iam/...`, `/oauth2/token`, ...). */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body; `undefined` when none was sent. */
  body: unknown;
  /** Lower-cased header names. */
  headers: Record<string, string>;
}

type Reply = (request: IdentityRequest) => JsonBodyType | Response;

async function record(request: Request): Promise<IdentityRequest> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text ? JSON.parse(text) : undefined,
    headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
  };
}

/**
 * An msw server on the API host that records every request, headers included, and answers with `reply` (by default
 * `{}`). Call inside a `describe` or at the top of a test file.
 */
export function useIdentityServer() {
  const requests: IdentityRequest[] = [];
  let reply: Reply = () => ({});
  const server = setupServer(
    http.all(`${API}/*`, async ({ request }) => {
      const recorded = await record(request);
      requests.push(recorded);
      const answer = reply(recorded);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    requests.length = 0;
    reply = () => ({});
  });
  afterAll(() => server.close());
  return {
    requests,
    /** Sets how the server answers until the end of the current test. */
    answer(next: Reply) {
      reply = next;
    },
    /** The requests other than the token endpoint's. */
    calls(): IdentityRequest[] {
      return requests.filter((request) => request.path !== '/oauth2/token');
    },
  };
}

/** The platform's error envelope with an `applicationError`, as protocol.md §8.1 describes it. */
export function applicationFailure(
  status: number,
  applicationError: { code: string; description: string; data?: Record<string, unknown> },
  message = 'request failed',
): Response {
  return HttpResponse.json(
    { message, details: { applicationError } },
    { status, headers: { 'x-wix-request-id': `req-${status}` } },
  );
}

/** The platform's error envelope with a `validationError`. */
export function validationFailure(
  fieldViolations: { field: string; description: string; violatedRule: string; data?: Record<string, unknown> }[],
): Response {
  return HttpResponse.json(
    { message: 'invalid request', details: { validationError: { fieldViolations } } },
    { status: 400, headers: { 'x-wix-request-id': 'req-400' } },
  );
}

/** An RFC 6749 error answer of the token endpoint. */
export function tokenFailure(status: number, error: string, errorDescription: string): Response {
  return HttpResponse.json(
    { error, error_description: errorDescription },
    { status, headers: { 'x-wix-request-id': `token-${status}` } },
  );
}
