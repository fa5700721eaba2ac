import type { FastifyInstance } from 'fastify';
import { zBulkAdjustProductPropertyBody, zBulkUpdateProductsPropertyBody } from '../../generated/zod.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { bulkAdjust, bulkSet } from '../catalog/bulk.js';
import type { SandboxContext } from '../context.js';
import { validate } from '../http/input.js';
import { bulkAdjustRule, bulkSetRule } from '../http/one-of-rules.js';

export function registerBulkRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post('/stores/v1/bulk/products/update', async (request) => {
    requireAdmin(authenticate(context, request), 'Catalogue writes');
    const body = validate(zBulkUpdateProductsPropertyBody, request.body, [bulkSetRule]);
    return bulkSet(context, body.ids, body.set);
  });

  app.post('/stores/v1/bulk/products/adjust-properties', async (request) => {
    requireAdmin(authenticate(context, request), 'Catalogue writes');
    const body = validate(zBulkAdjustProductPropertyBody, request.body, [bulkAdjustRule]);
    return bulkAdjust(context, body.ids, body.adjust);
  });
}
