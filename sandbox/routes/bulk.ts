import type { FastifyInstance } from 'fastify';
import type { BulkResult } from '../../generated/types.gen.js';
import { zBulkAdjustProductPropertyBody, zBulkUpdateProductsPropertyBody } from '../../generated/zod.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { bulkAdjust, bulkSet } from '../catalog/bulk.js';
import type { SandboxContext } from '../context.js';
import { catalogEvents } from '../events/catalog-events.js';
import { validate } from '../http/input.js';
import { bulkAdjustRule, bulkSetRule } from '../http/one-of-rules.js';

export function registerBulkRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post('/stores/v1/bulk/products/update', async (request) => {
    requireAdmin(authenticate(context, request), 'Catalogue writes');
    const body = validate(zBulkUpdateProductsPropertyBody, request.body, [bulkSetRule]);
    const result = bulkSet(context, body.ids, body.set);
    announceChanges(context, result, Object.keys(body.set));
    return result;
  });

  app.post('/stores/v1/bulk/products/adjust-properties', async (request) => {
    requireAdmin(authenticate(context, request), 'Catalogue writes');
    const body = validate(zBulkAdjustProductPropertyBody, request.body, [bulkAdjustRule]);
    const result = bulkAdjust(context, body.ids, body.adjust);
    announceChanges(context, result, Object.keys(body.adjust));
    return result;
  });
}

function announceChanges(context: SandboxContext, result: BulkResult, fields: string[]): void {
  for (const item of result.results ?? []) {
    if (item.itemMetadata?.success) catalogEvents.productChanged(context, item.itemMetadata.id!, fields);
  }
}
