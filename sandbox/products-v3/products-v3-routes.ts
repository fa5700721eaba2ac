import type { ProductRequestedField } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import { inventoryResults } from '../inventory-items-v3/inventory-results.js';
import { countProductsV3, queryProductsV3, searchProductsV3 } from './products-v3-queries.js';
import {
  createProductV3,
  deleteProductV3Service,
  type ProductWrite,
  readProductV3,
  updateProductV3Service,
  viewProductsV3,
} from './products-v3-service.js';
import { ALL_PRODUCTS_CATEGORY_ID } from '../kernel/entities-v3/stable-id.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import { productBulkWritesV3 } from './products-v3-bulk-routes.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

interface WithInventoryBody {
  fields?: ProductRequestedField[];
  returnEntity?: boolean;
}

/** Products V3: reads for anyone with a token (visible products only) or the API key; writes for the API key. */
export const routes: ModuleRoutes<'productsV3'> = (context) => {
  const one = (saved: ProductWrite, fields: ProductRequestedField[] | undefined, caller: Caller) =>
    viewProductsV3(context, [saved.record], fields, caller, true)[0]!;
  const found = (
    key: { id: string } | { slug: string },
    fields: ProductRequestedField[] | undefined,
    caller: Caller,
  ) => ({
    product: viewProductsV3(context, [readProductV3(context, key, caller)], fields, caller, true)[0],
  });
  const withInventory = (saved: ProductWrite, body: WithInventoryBody, caller: Caller) => ({
    product: one(saved, body.fields, caller),
    inventoryResults: inventoryResults(saved, body.returnEntity),
  });

  return {
    ...productBulkWritesV3(context),
    ...behind(anyCaller(context), {
      getProductV3: ({ params: { productId }, query, caller }) => {
        assertSameId(query.productId, productId);
        return found({ id: productId }, query.fields, caller);
      },
      getProductBySlugV3: ({ params: { slug }, query, caller }) => {
        assertSameId(query.slug, slug);
        return found({ slug }, query.fields, caller);
      },
      queryProductsV3: ({ body, caller }) => queryProductsV3(context, body.query, body.fields, caller),
      searchProductsV3: ({ body, caller }) => searchProductsV3(context, body.search, body.fields, caller),
      countProductsV3: ({ body, caller }) => countProductsV3(context, body, caller),
      getAllProductsCategoryV3: () => ({
        categoryId: ALL_PRODUCTS_CATEGORY_ID,
        treeReference: { appNamespace: '@wix/stores' },
      }),
    }),

    ...behind(adminOnly(context, 'Catalog writes'), {
      createProductV3: ({ body, caller }) => ({
        product: one(createProductV3(context, body.product), body.fields, caller),
      }),
      updateProductV3: ({ params, body, caller }) => ({
        product: one(updateProductV3Service(context, params.productId, body.product), body.fields, caller),
      }),
      deleteProductV3: ({ params: { productId }, query }) => {
        assertSameId(query.productId, productId);
        deleteProductV3Service(context, productId);
        return {};
      },
      createProductWithInventoryV3: ({ body, caller }) =>
        withInventory(createProductV3(context, body.product), body, caller),
      updateProductWithInventoryV3: ({ params, body, caller }) =>
        withInventory(updateProductV3Service(context, params.productId, body.product), body, caller),
    }),
  };
};
