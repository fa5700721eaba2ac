import type { FastifyInstance } from 'fastify';
import type { ProductRequestedField } from '../../generated/types.gen.js';
import type { Caller } from '../auth/caller.js';
import { inventoryResults } from '../catalog-v3/inventory-results.js';
import { countProductsV3, queryProductsV3, searchProductsV3 } from '../catalog-v3/product-queries.js';
import {
  createProductV3,
  deleteProductV3Service,
  type ProductWrite,
  readProductV3,
  updateProductV3Service,
  viewProductsV3,
} from '../catalog-v3/product-service.js';
import { ALL_PRODUCTS_CATEGORY_ID } from '../catalog-v3/stable-id.js';
import type { SandboxContext } from '../context.js';
import { assertSameId } from '../http/same-id.js';
import { adminOnly, anyCaller } from './support/access.js';
import { contract } from './support/contract.js';
import { dotRReads } from './support/dot-r-reads.js';
import { operations } from './support/operation.js';

const V3 = '/stores/v3';
const FIELDS = { lists: ['fields'] };

interface WithInventoryBody {
  fields?: ProductRequestedField[];
  returnEntity?: boolean;
}

/** Products V3: reads for anyone with a token (visible products only) or the API key; writes for the API key. */
export function registerProductV3Routes(app: FastifyInstance, context: SandboxContext): void {
  const read = operations(app, anyCaller(context));
  const write = operations(app, adminOnly(context, 'Catalogue writes'));
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

  write.post(`${V3}/products`, contract('CreateProductV3'), ({ body, caller }) => ({
    product: one(createProductV3(context, body.product), body.fields, caller),
  }));
  read.get(
    `${V3}/products/:productId`,
    contract('GetProductV3', FIELDS),
    ({ params: { productId }, query, caller }) => {
      assertSameId(query.productId, productId);
      return found({ id: productId }, query.fields, caller);
    },
  );
  read.get(
    `${V3}/products/slug/:slug`,
    contract('GetProductBySlugV3', FIELDS),
    ({ params: { slug }, query, caller }) => {
      assertSameId(query.slug, slug);
      return found({ slug }, query.fields, caller);
    },
  );
  write.patch(`${V3}/products/:productId`, contract('UpdateProductV3'), ({ params, body, caller }) => ({
    product: one(updateProductV3Service(context, params.productId, body.product), body.fields, caller),
  }));
  write.delete(`${V3}/products/:productId`, contract('DeleteProductV3'), ({ params: { productId }, query }) => {
    assertSameId(query.productId, productId);
    deleteProductV3Service(context, productId);
    return {};
  });
  write.post(`${V3}/products-with-inventory`, contract('CreateProductWithInventoryV3'), ({ body, caller }) =>
    withInventory(createProductV3(context, body.product), body, caller),
  );
  write.patch(
    `${V3}/products-with-inventory/:productId`,
    contract('UpdateProductWithInventoryV3'),
    ({ params, body, caller }) =>
      withInventory(updateProductV3Service(context, params.productId, body.product), body, caller),
  );

  const reads = dotRReads(app, context);
  reads(`${V3}/products/query`, 'QueryProductsV3', (body, caller) =>
    queryProductsV3(context, body.query, body.fields, caller),
  );
  reads(`${V3}/products/search`, 'SearchProductsV3', (body, caller) =>
    searchProductsV3(context, body.search, body.fields, caller),
  );
  reads(`${V3}/products/count`, 'CountProductsV3', (body, caller) => countProductsV3(context, body, caller));

  read.get(`${V3}/all-products-category`, {}, () => ({
    categoryId: ALL_PRODUCTS_CATEGORY_ID,
    treeReference: { appNamespace: '@wix/stores' },
  }));
}
