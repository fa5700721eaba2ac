import { redirectIntentRule } from '../http/one-of-rules.js';
import { createRedirectSession } from '../redirects/redirect-sessions.js';
import { anyCaller } from './support/access.js';
import type { ModuleRoutes } from './support/module-routes.js';
import { behind } from './support/serve.js';

export const routes: ModuleRoutes<'redirects'> = (context) => ({
  ...behind(anyCaller(context), {
    createRedirectSession: {
      rules: [redirectIntentRule],
      answer: ({ caller, body }) => createRedirectSession(context, caller, body),
    },
  }),
});
