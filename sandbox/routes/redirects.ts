import type { FastifyInstance } from 'fastify';
import { zCreateRedirectSessionBody } from '../../generated/zod.gen.js';
import { authenticate } from '../auth/caller.js';
import type { SandboxContext } from '../context.js';
import { validate } from '../http/input.js';
import { redirectIntentRule } from '../http/one-of-rules.js';
import { createRedirectSession } from '../redirects/redirect-sessions.js';

export function registerRedirectRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post('/_api/redirects-api/v1/redirect-session', async (request) => {
    const caller = authenticate(context, request);
    const body = validate(zCreateRedirectSessionBody, request.body, [redirectIntentRule]);
    return createRedirectSession(context, caller, body);
  });
}
