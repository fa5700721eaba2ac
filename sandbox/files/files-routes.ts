import { generateUploadUrl } from './uploads.js';
import { adminOnly } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

/** The Media Manager's files: upload URLs for the site's apps and staff. */
export const routes: ModuleRoutes<'files'> = (context) => ({
  ...behind(adminOnly(context, 'Media uploads'), {
    generateFileUploadUrl: ({ body }) => generateUploadUrl(context, body),
  }),
});
