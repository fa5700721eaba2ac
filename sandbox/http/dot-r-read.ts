import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { authenticate, type Caller } from '../auth/caller.js';
import type { SandboxContext } from '../context.js';
import { dotRPayload } from './dot-r-input.js';
import { validate } from './input.js';

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
  app.get(path, async (request) => {
    const caller = authenticate(context, request);
    return answer(dotRPayload(querySchema, bodySchema, request.query), caller);
  });
  app.post(path, async (request) => {
    const caller = authenticate(context, request);
    return answer(validate(bodySchema, request.body ?? {}), caller);
  });
}
