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
  /** A bulk write: `apply` validates the body and changes the products; each product changed gets its event. */
  const bulkWrite = (path: string, apply: (body: unknown) => { result: BulkResult; fields: string[] }) =>
    app.post(path, async (request) => {
      requireAdmin(authenticate(context, request), 'Catalogue writes');
      const { result, fields } = apply(request.body);
      announceChanges(context, result, fields);
      return result;
    });

  bulkWrite('/stores/v1/bulk/products/update', (raw) => {
    const body = validate(zBulkUpdateProductsPropertyBody, raw, [bulkSetRule]);
    return { result: bulkSet(context, body.ids, body.set), fields: Object.keys(body.set) };
  });
  bulkWrite('/stores/v1/bulk/products/adjust-properties', (raw) => {
    const body = validate(zBulkAdjustProductPropertyBody, raw, [bulkAdjustRule]);
    return { result: bulkAdjust(context, body.ids, body.adjust), fields: Object.keys(body.adjust) };
  });
}

function announceChanges(context: SandboxContext, result: BulkResult, fields: string[]): void {
  for (const item of result.results ?? []) {
    if (item.itemMetadata?.success) catalogEvents.productChanged(context, item.itemMetadata.id!, fields);
  }
}
