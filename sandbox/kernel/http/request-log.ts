import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from './caller.js';

/** How many API requests the log keeps; older ones are dropped first. */
export const REQUEST_LOG_SIZE = 10_000;

/** Who made one API request, as the sandbox saw it: never the token itself. */
export type LoggedCaller = Caller | { kind: 'none' };

export interface LoggedRequest {
  /** The `X-Wix-Request-Id` the answer carried. */
  requestId: string;
  method: string;
  /** The path without the query. */
  path: string;
  /** The query string without its `?`, when there is one: a read's `.r` request is in it. */
  query?: string;
  status: number;
  caller: LoggedCaller;
}

const callers = new WeakMap<FastifyRequest, Caller>();

/** Notes who `request` was authenticated as, for its line in the log. */
export function noteCaller(request: FastifyRequest, caller: Caller): void {
  callers.set(request, caller);
}

/**
 * The latest API requests (not the development endpoints), oldest first, each with the caller its token belonged
 * to: a member's identity, a visitor's token family, or the API key. Tests read it to see whose tokens an app sent.
 */
export class RequestLog {
  #entries: LoggedRequest[] = [];

  record(entry: LoggedRequest): void {
    this.#entries.push(entry);
    if (this.#entries.length > REQUEST_LOG_SIZE) this.#entries.splice(0, this.#entries.length - REQUEST_LOG_SIZE);
  }

  list(): LoggedRequest[] {
    return [...this.#entries];
  }

  clear(): void {
    this.#entries = [];
  }
}

export function registerRequestLog(app: FastifyInstance, log: RequestLog): void {
  app.addHook('onResponse', async (request, reply) => {
    const [path = request.url, query] = request.url.split('?', 2);
    if (path.startsWith('/_sandbox/')) return;
    log.record({
      requestId: String(request.id),
      method: request.method,
      path,
      ...(query ? { query } : {}),
      status: reply.statusCode,
      caller: callers.get(request) ?? { kind: 'none' },
    });
  });
}
