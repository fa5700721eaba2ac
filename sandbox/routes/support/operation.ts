import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type * as z from 'zod/mini';
import { withListParams } from '../../http/dot-r-input.js';
import { optionalBody, validate } from '../../http/input.js';
import type { OneOfRule } from '../../http/one-of-rules.js';

type Schema = z.core.$ZodType;
type Part = Schema | undefined;
/** A request part after its schema passed (`undefined` where the operation reads no such part). */
export type Checked<S> = S extends Schema ? z.output<S> : undefined;

/** Who may call: throws the platform's 401/403 envelope, or gives what the answer needs to know of the caller. */
export type Access<Caller> = (request: FastifyRequest) => Caller;

/** The parts of a request an operation reads, each with the generated schema it must pass. */
export interface Parts<P, Q, B> {
  params?: P;
  query?: Q;
  body?: B;
  /** The contract makes the body optional: none at all reads as `{}`. */
  optional?: boolean;
  /** One-of rules the body's schema cannot express. */
  rules?: OneOfRule[];
  /** Query parameters that are always lists, even when sent once. */
  lists?: readonly string[];
  /** Query strings carry only strings: converts those the schema reads as booleans or numbers. */
  coerce?: (query: Record<string, unknown>) => Record<string, unknown>;
}

/** What an answer is given: the caller and the request's parts after their schemas passed. */
export interface Checks<Caller, P, Q, B> {
  caller: Caller;
  params: Checked<P>;
  query: Checked<Q>;
  body: Checked<B>;
}

type Register<Caller> = <P extends Part = undefined, Q extends Part = undefined, B extends Part = undefined>(
  url: string,
  parts: Parts<P, Q, B>,
  answer: (checks: Checks<Caller, P, Q, B>) => unknown,
) => void;

/** Registers operations that share one access rule, one method each: `ops.post(url, { body: schema }, answer)`. */
export interface Operations<Caller> {
  get: Register<Caller>;
  post: Register<Caller>;
  patch: Register<Caller>;
  delete: Register<Caller>;
}

/**
 * Each operation checks, in this order, the caller, the path, the query and the body (the first failure answers with
 * its envelope), then answers 200 with what `answer` returns.
 */
export function operations<Caller>(app: FastifyInstance, access: Access<Caller>): Operations<Caller> {
  const on =
    (method: HTTPMethods): Register<Caller> =>
    (url, parts, answer) =>
      void app.route({ method, url, handler: async (request) => answer(check(request, access, parts)) });
  return { get: on('GET'), post: on('POST'), patch: on('PATCH'), delete: on('DELETE') };
}

function check<Caller, P extends Part, Q extends Part, B extends Part>(
  request: FastifyRequest,
  access: Access<Caller>,
  parts: Parts<P, Q, B>,
) {
  const caller = access(request);
  const params = parts.params && validate(parts.params, request.params);
  const query = parts.query && validate(parts.query, queryOf(request, parts));
  const body = parts.body && validate(parts.body, parts.optional ? optionalBody(request) : request.body, parts.rules);
  return { caller, params, query, body } as Checks<Caller, P, Q, B>;
}

function queryOf(request: FastifyRequest, { lists, coerce }: Parts<unknown, unknown, unknown>): unknown {
  const query = lists ? withListParams(request.query, lists) : ((request.query ?? {}) as Record<string, unknown>);
  return coerce ? coerce(query) : query;
}
