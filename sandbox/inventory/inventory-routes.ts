import {
  getInventoryVariants,
  inventoryItemNotFound,
  productIdOfInventoryItem,
  queryInventory,
} from './inventory-items.js';
import { adjustStock, updateInventoryVariants } from './stock-changes.js';
import { fieldFailure } from '../kernel/errors.js';
import { emitStockChange } from './inventory-events.js';
import { parseStringQuery } from '../kernel/query/string-query.js';
import { adminOnly } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

/** V1 inventory: API key only. */
export const routes: ModuleRoutes<'inventory'> = (context) => ({
  ...behind(adminOnly(context, 'Inventory calls'), {
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
  }),
});
