import type { BulkResult } from '../../generated/types.gen.js';
import { bulkAdjust, bulkSet } from './products-bulk.js';
import type { SandboxContext } from '../kernel/context.js';
import { catalogEvents } from './catalog-events.js';
import { bulkAdjustRule, bulkSetRule } from '../kernel/http/one-of-rules.js';
import { adminOnly } from '../kernel/http/access.js';
import { behind } from '../kernel/http/serve.js';

/** Bulk product writes: API key only; each product changed gets its event. */
export const productBulkWrites = (context: SandboxContext) => {
  const announced = (result: BulkResult, fields: string[]) => {
    for (const item of result.results ?? []) {
      if (item.itemMetadata?.success) catalogEvents.productChanged(context, item.itemMetadata.id!, fields);
    }
    return result;
  };
  return {
    ...behind(adminOnly(context, 'Catalog writes'), {
      bulkUpdateProductsProperty: {
        rules: [bulkSetRule],
        respond: ({ body }) => announced(bulkSet(context, body.ids, body.set), Object.keys(body.set)),
      },
      bulkAdjustProductProperty: {
        rules: [bulkAdjustRule],
        respond: ({ body }) => announced(bulkAdjust(context, body.ids, body.adjust), Object.keys(body.adjust)),
      },
    }),
  };
};
