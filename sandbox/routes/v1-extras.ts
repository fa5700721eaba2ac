import type { FastifyInstance } from 'fastify';
import {
  zDecrementInventoryBody,
  zGetAbandonedCartPath,
  zGetAbandonedCartQuery,
  zGetCollectionPath,
  zGetCollectionQuery,
  zGetInventoryVariantsBody,
  zGetInventoryVariantsPath,
  zIncrementInventoryBody,
  zQueryAbandonedCartsBody,
  zQueryCollectionsByPostBody,
  zQueryCollectionsQuery,
  zQueryInventoryBody,
  zUpdateInventoryVariantsBody,
  zUpdateInventoryVariantsPath,
} from '../../generated/zod.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { getAbandonedCart, queryAbandonedCarts } from '../carts/abandoned-carts.js';
import { queryCollections, readableCollection } from '../catalog/collection-queries.js';
import { getInventoryVariants, queryInventory } from '../catalog/inventory.js';
import { adjustStock, updateInventoryVariants } from '../catalog/stock-changes.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { emitStockChange } from '../events/inventory-events.js';
import { validate } from '../http/input.js';
import { decodeDotR } from '../query/dot-r.js';
import { parseStringQuery } from '../query/string-query.js';
import { assertSameId } from '../http/same-id.js';

/** The v2 collections reads, v1 inventory and abandoned carts. */
export function registerV1ExtraRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerCollectionReadRoutes(app, context);
  registerInventoryRoutes(app, context);
  registerAbandonedCartRoutes(app, context);
}

function registerCollectionReadRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/v2/collections/query', async (request) => {
    const caller = authenticate(context, request);
    const query = validate(zQueryCollectionsQuery, request.query ?? {});
    const body = validate(zQueryCollectionsByPostBody, query['.r'] ? decodeDotR(query['.r']) : {});
    return queryCollections(context, body.query, caller);
  });

  app.post('/v2/collections/query', async (request) => {
    const caller = authenticate(context, request);
    return queryCollections(context, validate(zQueryCollectionsByPostBody, request.body).query, caller);
  });

  app.get('/v2/collections/:id', async (request) => {
    const caller = authenticate(context, request);
    const { id } = validate(zGetCollectionPath, request.params);
    assertSameId(validate(zGetCollectionQuery, request.query ?? {}).id, id);
    return { collection: readableCollection(context, id, caller) };
  });
}

function registerInventoryRoutes(app: FastifyInstance, context: SandboxContext): void {
  const admin = (request: Parameters<typeof authenticate>[1]) =>
    requireAdmin(authenticate(context, request), 'Inventory calls');

  app.post('/stores-reader/v2/inventoryItems/query', async (request) => {
    admin(request);
    return queryInventory(context, parseStringQuery(validate(zQueryInventoryBody, request.body).query));
  });

  app.post('/stores-reader/v2/inventoryItems/:inventoryId/getVariants', async (request) => {
    admin(request);
    const { inventoryId } = validate(zGetInventoryVariantsPath, request.params);
    const body = validate(zGetInventoryVariantsBody, request.body);
    if (body.inventoryId !== undefined && body.inventoryId !== inventoryId) {
      throw fieldFailure('inventoryId', 'must equal the inventory item ID in the path');
    }
    return { inventoryItem: getInventoryVariants(context, inventoryId, body.productId, body.variantIds) };
  });

  app.patch('/stores/v2/inventoryItems/product/:productId', async (request) => {
    admin(request);
    const { productId } = validate(zUpdateInventoryVariantsPath, request.params);
    const { inventoryItem } = validate(zUpdateInventoryVariantsBody, request.body);
    if (inventoryItem.productId !== undefined && inventoryItem.productId !== productId) {
      throw fieldFailure('inventoryItem.productId', 'must equal the product ID in the path');
    }
    emitStockChange(context, updateInventoryVariants(context, productId, inventoryItem));
    return {};
  });

  app.post('/stores/v2/inventoryItems/increment', async (request) => {
    admin(request);
    const { incrementData } = validate(zIncrementInventoryBody, request.body);
    for (const change of adjustStock(context, incrementData, 'incrementData')) emitStockChange(context, change);
    return {};
  });

  app.post('/stores/v2/inventoryItems/decrement', async (request) => {
    admin(request);
    const { decrementData } = validate(zDecrementInventoryBody, request.body);
    for (const change of adjustStock(context, decrementData, 'decrementData')) emitStockChange(context, change);
    return {};
  });
}

function registerAbandonedCartRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/v1/abandonedCarts/:id', async (request) => {
    requireAdmin(authenticate(context, request), 'Abandoned carts');
    const { id } = validate(zGetAbandonedCartPath, request.params);
    assertSameId(validate(zGetAbandonedCartQuery, request.query ?? {}).id, id);
    return { abandonedCart: getAbandonedCart(context, id) };
  });

  app.post('/v1/abandonedCarts/query', async (request) => {
    requireAdmin(authenticate(context, request), 'Abandoned carts');
    return queryAbandonedCarts(context, parseStringQuery(validate(zQueryAbandonedCartsBody, request.body).query));
  });
}
