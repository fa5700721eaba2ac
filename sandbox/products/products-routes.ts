import { productBulkWrites } from './products-bulk-routes.js';
import { productReads } from './products-read-routes.js';
import { productWrites } from './products-write-routes.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';

/** V1 products: reads for any caller with a token, writes and bulk writes for the API key. */
export const routes: ModuleRoutes<'products'> = (context) => ({
  ...productReads(context),
  ...productWrites(context),
  ...productBulkWrites(context),
});
