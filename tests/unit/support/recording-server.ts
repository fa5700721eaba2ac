import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const API = 'http://api.test';

/** One request as it reached the API host. */
export interface RecordedRequest {
  method: string;
  /** The decoded path on the API host (`/_api/iam/...`, `/stores/...`, `/oauth2/token`). */
  path: string;
  /** The raw query string without `?`. */
  search: string;
  /** Query parameters; a repeated key gives an array. */
  query: Record<string, string | string[]>;
  /** The parsed JSON body; `undefined` when none was sent. */
  body: unknown;
  /** Lower-cased header names. */
  headers: Record<string, string>;
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
    headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
  };
}

/**
 * An msw server on the API host that records every request and answers with `reply` (by default `{}`). Call inside a
 * `describe` or at the top of a test file.
 */
export function useRecordingServer() {
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
    /** The requests other than the token endpoint's. */
    calls(): RecordedRequest[] {
      return requests.filter((request) => request.path !== '/oauth2/token');
    },
  };
}
