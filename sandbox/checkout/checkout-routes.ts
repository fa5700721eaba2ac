import { createCheckout } from './checkouts.js';
import { anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

/** The eCommerce checkout: any token of the site creates one, as a headless storefront's shoppers do. */
export const routes: ModuleRoutes<'checkout'> = (context) => ({
  ...behind(anyCaller(context), {
    createCheckout: ({ caller, body }) => ({ checkout: createCheckout(context, caller, body) }),
  }),
});
