import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { redirectIntentRule } from '../http/one-of-rules.js';
import { createRedirectSession } from '../redirects/redirect-sessions.js';
import { anyCaller } from './support/access.js';
import { serve } from './support/serve.js';

export function registerRedirectRoutes(app: FastifyInstance, context: SandboxContext): void {
  serve(app, anyCaller(context), {
    createRedirectSession: {
      rules: [redirectIntentRule],
      answer: ({ caller, body }) => createRedirectSession(context, caller, body),
    },
  });
}
