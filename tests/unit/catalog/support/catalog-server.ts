import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient, createConfig } from '../../../../generated/client/index.js';
import { systemClock } from '../../../../src/core/clock.js';
import type { SiteContext } from '../../../../src/core/site-context.js';
import { withTypedErrors } from '../../../../src/http/typed-error-client.js';

export const API = 'http://api.test';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw query string without `?`. */
  search: string;
  query: Record<string, string | string[]>;
  body: unknown;
}

type Reply = (request: RecordedRequest) => JsonBodyType | Response;

function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: decodeURIComponent(url.pathname),
    search: url.search.replace(/^\?/, ''),
    query: queryObject(url),
    body: text ? JSON.parse(text) : undefined,
  };
}

/**
 * An msw server for the catalogue's paths that records every request and answers with `reply` (by default `{}`).
 * Call inside a `describe` or at the top of a test file.
 */
export function useCatalogServer() {
  const requests: RecordedRequest[] = [];
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
  };
}

/**
 * A site context on a generated client pointed at the test server, without credentials or retries, that throws
 * SiteErrors only, as a site client's does.
 */
export function testContext(): SiteContext {
  return {
    client: withTypedErrors(createClient(createConfig({ baseURL: API })), { validateResponses: true }),
    baseURL: API,
    clock: systemClock,
  };
}

export function decodeEncodedRequest(encoded: string): unknown {
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
}

/** A validation failure in the platform's error envelope. */
export function validationFailure(fields: string[]): Response {
  return HttpResponse.json(
    {
      message: 'invalid request',
      details: {
        validationError: {
          fieldViolations: fields.map((field) => ({ field, description: 'is invalid', violatedRule: 'VALIDATION' })),
        },
      },
    },
    { status: 400, headers: { 'x-wix-request-id': 'req-1' } },
  );
}
