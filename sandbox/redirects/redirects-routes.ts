import { redirectIntentRule } from '../kernel/http/one-of-rules.js';
import { createRedirectSession } from './redirect-sessions.js';
import { anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

export const routes: ModuleRoutes<'redirects'> = (context) => ({
  ...behind(anyCaller(context), {
    createRedirectSession: {
      rules: [redirectIntentRule],
      respond: ({ caller, body }) => createRedirectSession(context, caller, body),
    },
  }),
});
