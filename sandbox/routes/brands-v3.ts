import { adminOnly, anyCaller } from './support/access.js';
import { brandOrRibbonService, masked } from './support/brand-or-ribbon-service.js';
import type { ModuleRoutes } from './support/module-routes.js';
import { behind } from './support/serve.js';
import { v3EntityHandlers } from './support/v3-entity-handlers.js';

/** Brands: reads for any caller with a token, writes for the API key. */
export const routes: ModuleRoutes<'brandsV3'> = (context) => {
  const { reads, writes } = v3EntityHandlers(context, 'Brand', brandOrRibbonService('brand'), { masked });
  return {
    ...behind(anyCaller(context), reads),
    ...behind(adminOnly(context, 'Brand writes'), writes),
  };
};
