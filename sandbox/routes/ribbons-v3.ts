import { adminOnly, anyCaller } from './support/access.js';
import { brandOrRibbonService, masked } from './support/brand-or-ribbon-service.js';
import type { ModuleRoutes } from './support/module-routes.js';
import { behind } from './support/serve.js';
import { v3EntityHandlers } from './support/v3-entity-handlers.js';

/** Ribbons: reads for any caller with a token, writes for the API key. */
export const routes: ModuleRoutes<'ribbonsV3'> = (context) => {
  const { reads, writes } = v3EntityHandlers(context, 'Ribbon', brandOrRibbonService('ribbon'), { masked });
  return {
    ...behind(anyCaller(context), reads),
    ...behind(adminOnly(context, 'Ribbon writes'), writes),
  };
};
