import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { type SandboxResponses, sandboxOperations } from '../../../generated/sandbox-operations.gen.js';
import { dotRPayload, withListParams } from './dot-r-input.js';
import { ApiError } from '../errors.js';
import { coerceQuery, optionalBody, validate } from './input.js';
import type { OneOfRule } from './one-of-rules.js';

/** A request part after its schema passed (`undefined` where the operation reads no such part). */
type Checked<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** Who may call: throws the platform's 401/403 envelope, or gives what the answer needs to know of the caller. */
export type Access<Caller> = (request: FastifyRequest) => Caller;

type Operations = typeof sandboxOperations;
/** An operation of the contract, by its operationId. */
export type OperationId = keyof Operations;
type Row = Operations[OperationId];
type DotRRow = Extract<Row, { dotR: object }>;

/** The body a handler is given: the POST form's for a `.r` read (both forms carry the same request), else its own. */
type BodyPart<Id extends OperationId> = Operations[Id] extends { dotR: { body: infer B } } ? B : Operations[Id]['body'];

/** An operation's body after its schema passed, as its handler is given it. */
export type BodyOf<Id extends OperationId> = Checked<BodyPart<Id>>;

/** What a handler is given: the caller and the request's parts after their contract schemas passed. */
export interface Input<Caller, Id extends OperationId> {
  caller: Caller;
  params: Checked<Operations[Id]['params']>;
  query: Checked<Operations[Id]['query']>;
  body: BodyOf<Id>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler responds with: the operation's 200 body as the contract declares it, JSON already serialised (bytes), or
 * the reply once the handler has sent something else itself (a redirect, a page).
 */
export type HandlerResponse<Id extends OperationId> = SandboxResponses[Id] | Buffer | FastifyReply;

type Responder<Caller, Id extends OperationId> = (
  input: Input<Caller, Id>,
) => HandlerResponse<Id> | Promise<HandlerResponse<Id>>;

/** A handler with what its contract schema cannot say. */
export interface HandlerWith<Caller, Id extends OperationId> {
  respond: Responder<Caller, Id>;
  /** One-of rules the body's schema cannot express. */
  rules?: OneOfRule[];
  /** Query strings carry only strings: converts what the schema reads otherwise, beyond the contract's booleans. */
  coerce?: (query: Record<string, unknown>) => Record<string, unknown>;
  /** A request without any body reads as `{}`, although the contract asks for one (the sandbox has accepted it). */
  optionalBody?: boolean;
  /**
   * Refuses, by throwing, a request its schemas refused, in the operation's own failure shape (the token endpoint's
   * RFC 6749 §5.2 errors); without it the platform's envelope answers.
   */
  invalid?: (request: FastifyRequest) => never;
}

/** What responds to one operation: its `respond` function alone, or with what its contract schema cannot say. */
export type Handler<Caller, Id extends OperationId> = Responder<Caller, Id> | HandlerWith<Caller, Id>;

/** Handlers by operationId: a route file gives one object of them per access rule to `behind`. */
export type Handlers<Caller> = {
  [Id in OperationId]?: Handler<Caller, Id>;
};

/** Serves one operation on an app: a handler behind its access rule. */
export type Route = (app: FastifyInstance) => void;

/**
 * Each handler as the route that serves its operation behind `access`; a module's routes are those of its access
 * rules, spread into one object (sandbox/kernel/http/module-routes.ts).
 *
 * A route serves its operation at every URL the contract binds it to (its path and its `x-bindings`), with the
 * contract's method. Each request checks, in this order, the caller, the path, the query and the body (the first
 * failure answers with its envelope), then answers 200 with what the handler returns. A `.r` read serves its GET
 * (the request in `.r`) and its POST form (the same request as body) with one handler.
 */
export function behind<Caller, Id extends OperationId>(
  access: Access<Caller>,
  handlers: { [Served in Id]?: Handler<Caller, Served> },
): Record<Id, Route> {
  const entries = Object.entries(handlers) as [OperationId, Handler<Caller, OperationId>][];
  const routes = entries.map(([id, handler]) => [id, (app: FastifyInstance) => serve(app, id, access, handler)]);
  return Object.fromEntries(routes) as Record<Id, Route>;
}

function serve<Caller>(
  app: FastifyInstance,
  id: OperationId,
  access: Access<Caller>,
  handler: Handler<Caller, OperationId>,
): void {
  const { respond, invalid, ...options } = (
    typeof handler === 'function' ? { respond: handler } : handler
  ) as HandlerWith<Caller, OperationId>;
  for (const { method, url, read } of bindingsOf(sandboxOperations[id], options)) {
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        const caller = access(request);
        const input = { caller, ...checked(read, request, invalid), request, reply } as Input<Caller, OperationId>;
        return send(reply, await respond(input));
      },
    });
  }
}

type Parts = (request: FastifyRequest) => { params: unknown; query: unknown; body: unknown };

/** The request's parts after their schemas passed; a refusal goes to the operation's own `invalid` when it has one. */
function checked(
  read: Parts,
  request: FastifyRequest,
  invalid: ((request: FastifyRequest) => never) | undefined,
): ReturnType<Parts> {
  try {
    return read(request);
  } catch (error) {
    if (invalid && error instanceof ApiError) invalid(request);
    throw error;
  }
}

/** Where an operation is served, and how each binding reads the request's checked parts. */
function bindingsOf(
  row: Row,
  { rules, coerce, optionalBody: lenient }: Omit<HandlerWith<never, OperationId>, 'respond'>,
) {
  const params = (request: FastifyRequest) => row.params && validate(row.params, request.params);
  if (isDotR(row)) {
    const { dotR } = row;
    const get: Parts = (request) => ({
      params: params(request),
      query: undefined,
      body: dotRPayload(dotR.query, dotR.body, request.query),
    });
    const post: Parts = (request) => ({
      params: params(request),
      query: undefined,
      body: validate(dotR.body, optionalBody(request)),
    });
    return [
      ...row.urls.map((url) => ({ method: row.method, url, read: get })),
      ...dotR.urls.map((url) => ({ method: 'POST' as const, url, read: post })),
    ];
  }
  const read: Parts = (request) => ({
    params: params(request),
    query: row.query && validate(row.query, queryOf(request, row, coerce)),
    body: row.body && validate(row.body, row.optionalBody || lenient ? optionalBody(request) : request.body, rules),
  });
  return row.urls.map((url) => ({ method: row.method, url, read }));
}

function isDotR(row: Row): row is DotRRow {
  return 'dotR' in row;
}

function queryOf(
  request: FastifyRequest,
  row: Row,
  coerce: ((query: Record<string, unknown>) => Record<string, unknown>) | undefined,
): Record<string, unknown> {
  const query = coerceQuery(withListParams(request.query, row.lists), row.booleans);
  return coerce ? coerce(query) : query;
}

/** A response already serialised (bytes of JSON) goes out as it is; a reply the handler sent is left alone. */
function send(reply: FastifyReply, response: unknown): unknown {
  if (Buffer.isBuffer(response)) return reply.type('application/json; charset=utf-8').send(response);
  return response;
}
