import { anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

/** The catalog version: answers on both catalogs. */
export const routes: ModuleRoutes<'catalogVersioning'> = (context) => ({
  ...behind(anyCaller(context), {
    getCatalogVersion: () => ({ catalogVersion: context.catalogVersion }),
  }),
});
