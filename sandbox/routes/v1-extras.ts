import type { FastifyInstance } from 'fastify';
import { getAbandonedCart, queryAbandonedCarts } from '../carts/abandoned-carts.js';
import { queryCollections, queryCollectionsWithText, readableCollection } from '../catalog/collection-queries.js';
import {
  getInventoryVariants,
  inventoryItemNotFound,
  productIdOfInventoryItem,
  queryInventory,
} from '../catalog/inventory.js';
import { adjustStock, updateInventoryVariants } from '../catalog/stock-changes.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { emitStockChange } from '../events/inventory-events.js';
import { assertSameId } from '../http/same-id.js';
import { parseStringQuery } from '../query/string-query.js';
import { adminOnly, anyCaller } from './support/access.js';
import { serve } from './support/serve.js';

/** The v2 collections reads, v1 inventory and abandoned carts. */
export function registerV1ExtraRoutes(app: FastifyInstance, context: SandboxContext): void {
  serve(app, anyCaller(context), {
    queryCollections: ({ body, caller }) => queryCollections(context, body.query, caller),
    queryCollectionsWithTextQuery: ({ body: { query, ...includes }, caller }) =>
      queryCollectionsWithText(context, parseStringQuery(query), caller, includes),
    getCollection: ({ params: { id }, query, caller }) => {
      assertSameId(query.id, id);
      return { collection: readableCollection(context, id, caller) };
    },
  });
  registerInventoryRoutes(app, context);
  serve(app, adminOnly(context, 'Abandoned carts'), {
    getAbandonedCart: ({ params: { id }, query }) => {
      assertSameId(query.id, id);
      return { abandonedCart: getAbandonedCart(context, id) };
    },
    queryAbandonedCarts: ({ body }) => queryAbandonedCarts(context, parseStringQuery(body.query)),
  });
}

function registerInventoryRoutes(app: FastifyInstance, context: SandboxContext): void {
  serve(app, adminOnly(context, 'Inventory calls'), {
    queryInventory: ({ body }) => queryInventory(context, parseStringQuery(body.query)),
    getInventoryVariants: ({ params: { inventoryId }, body }) => {
      if (body.inventoryId !== undefined && body.inventoryId !== inventoryId) {
        throw fieldFailure('inventoryId', 'must equal the inventory item ID in the path');
      }
      if (body.productId !== undefined && body.externalId !== undefined && body.productId !== body.externalId) {
        throw fieldFailure('externalId', 'must equal productId: it is the deprecated name of the product ID');
      }
      const productId = body.productId ?? body.externalId;
      return { inventoryItem: getInventoryVariants(context, inventoryId, productId, body.variantIds) };
    },
    updateInventoryVariants: ({ params: { productId }, body: { inventoryItem } }) => {
      if (inventoryItem.productId !== undefined && inventoryItem.productId !== productId) {
        throw fieldFailure('inventoryItem.productId', 'must equal the product ID in the path');
      }
      emitStockChange(context, updateInventoryVariants(context, productId, inventoryItem));
      return {};
    },
    updateInventoryItemVariants: ({ params: { inventoryItemId }, body: { inventoryItem } }) => {
      const productId = productIdOfInventoryItem(context.db, inventoryItemId);
      if (productId === undefined) throw inventoryItemNotFound(inventoryItemId);
      if (inventoryItem.productId !== undefined && inventoryItem.productId !== productId) {
        throw fieldFailure('inventoryItem.productId', 'must be the product of the inventory item in the path');
      }
      emitStockChange(context, updateInventoryVariants(context, productId, inventoryItem));
      return {};
    },
    incrementInventory: ({ body: { incrementData } }) => {
      for (const change of adjustStock(context, incrementData, 'incrementData')) emitStockChange(context, change);
      return {};
    },
    decrementInventory: ({ body: { decrementData } }) => {
      for (const change of adjustStock(context, decrementData, 'decrementData')) emitStockChange(context, change);
      return {};
    },
  });
}
