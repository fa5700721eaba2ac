import { productBulkWrites } from './products/bulk.js';
import { productReads } from './products/reads.js';
import { productWrites } from './products/writes.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';

/** V1 products: reads for any caller with a token, writes and bulk writes for the API key. */
export const routes: ModuleRoutes<'products'> = (context) => ({
  ...productReads(context),
  ...productWrites(context),
  ...productBulkWrites(context),
});
