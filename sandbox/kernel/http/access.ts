import type { FastifyRequest } from 'fastify';
import { authenticate, type Caller, requireAdmin } from './caller.js';
import type { SandboxContext } from '../context.js';
import type { Access } from './serve.js';

/** Anyone, with or without a token: the operation authenticates its own way (the token endpoint). */
export const anyone: Access<undefined> = () => undefined;

/** Any caller with a token (a visitor, a member or the API key). */
export const anyCaller =
  (context: SandboxContext): Access<Caller> =>
  (request: FastifyRequest) =>
    authenticate(context, request);

/** The API key only; anyone else is told that `what` needs it. */
export const adminOnly =
  (context: SandboxContext, what: string): Access<Caller> =>
  (request: FastifyRequest) => {
    const caller = authenticate(context, request);
    requireAdmin(caller, what);
    return caller;
  };
