import { anyCaller } from './support/access.js';
import type { ModuleRoutes } from './support/module-routes.js';
import { behind } from './support/serve.js';

/** The catalogue version: answers on both catalogues. */
export const routes: ModuleRoutes<'catalogVersioning'> = (context) => ({
  ...behind(anyCaller(context), {
    getCatalogVersion: () => ({ catalogVersion: context.catalogVersion }),
  }),
});
