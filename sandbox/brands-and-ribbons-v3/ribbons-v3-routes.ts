import { adminOnly, anyCaller } from '../kernel/http/access.js';
import { brandOrRibbonService, masked } from './brands-and-ribbons-entity-service.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';
import { v3EntityHandlers } from '../kernel/entities-v3/v3-entity-handlers.js';

/** Ribbons: reads for any caller with a token, writes for the API key. */
export const routes: ModuleRoutes<'ribbonsV3'> = (context) => {
  const { reads, writes } = v3EntityHandlers(context, 'Ribbon', brandOrRibbonService('ribbon'), { masked });
  return {
    ...behind(anyCaller(context), reads),
    ...behind(adminOnly(context, 'Ribbon writes'), writes),
  };
};
