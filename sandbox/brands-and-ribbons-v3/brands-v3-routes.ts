import { adminOnly, anyCaller } from '../kernel/http/access.js';
import { brandOrRibbonService, masked } from './brands-and-ribbons-entity-service.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';
import { v3EntityHandlers } from '../kernel/entities-v3/v3-entity-handlers.js';

/** Brands: reads for any caller with a token, writes for the API key. */
export const routes: ModuleRoutes<'brandsV3'> = (context) => {
  const { reads, writes } = v3EntityHandlers(context, 'Brand', brandOrRibbonService('brand'), { masked });
  return {
    ...behind(anyCaller(context), reads),
    ...behind(adminOnly(context, 'Brand writes'), writes),
  };
};
