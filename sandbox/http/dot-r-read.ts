import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod/mini';
import { authenticate, type Caller } from '../auth/caller.js';
import type { SandboxContext } from '../context.js';
import { dotRPayload } from './dot-r-input.js';
import { optionalBody, validate } from './input.js';

/**
 * A v3 query, search or count served in both forms the client uses: GET with the request in `.r`, and POST with
 * the same JSON as body (the client's fallback beyond 4000 characters).
 */
export function registerDotRRead<S extends z.core.$ZodType>(
  app: FastifyInstance,
  context: SandboxContext,
  path: string,
  querySchema: z.core.$ZodType,
  bodySchema: S,
  answer: (payload: z.output<S>, caller: Caller) => unknown,
): void {
  app.get(path, async (request, reply) => {
    const caller = authenticate(context, request);
    return send(reply, answer(dotRPayload(querySchema, bodySchema, request.query), caller));
  });
  app.post(path, async (request, reply) => {
    const caller = authenticate(context, request);
    return send(reply, answer(validate(bodySchema, optionalBody(request)), caller));
  });
}

/** An answer already serialised (bytes of JSON) goes out as it is; anything else is serialised by Fastify. */
function send(reply: FastifyReply, answer: unknown): unknown {
  return Buffer.isBuffer(answer) ? reply.type('application/json; charset=utf-8').send(answer) : answer;
}
