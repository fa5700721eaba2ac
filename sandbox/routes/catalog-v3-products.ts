import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zCountProductsV3ByPostBody,
  zCountProductsV3Query,
  zCreateProductV3Body,
  zCreateProductWithInventoryV3Body,
  zDeleteProductV3Path,
  zDeleteProductV3Query,
  zGetProductBySlugV3Path,
  zGetProductBySlugV3Query,
  zGetProductV3Path,
  zGetProductV3Query,
  zQueryProductsV3ByPostBody,
  zQueryProductsV3Query,
  zSearchProductsV3ByPostBody,
  zSearchProductsV3Query,
  zUpdateProductV3Body,
  zUpdateProductV3Path,
  zUpdateProductWithInventoryV3Body,
  zUpdateProductWithInventoryV3Path,
} from '../../generated/zod.gen.js';
import type { ProductRequestedField } from '../../generated/types.gen.js';
import { authenticate, type Caller, requireAdmin } from '../auth/caller.js';
import { inventoryResults } from '../catalog-v3/inventory-results.js';
import { countProductsV3, queryProductsV3, searchProductsV3 } from '../catalog-v3/product-queries-v3.js';
import {
  createProductV3,
  deleteProductV3Service,
  type ProductWrite,
  readProductV3,
  updateProductV3Service,
  viewProductsV3,
} from '../catalog-v3/product-service-v3.js';
import { ALL_PRODUCTS_CATEGORY_ID } from '../catalog-v3/stable-id.js';
import type { SandboxContext } from '../context.js';
import { withListParams } from '../http/dot-r-input.js';
import { registerDotRRead } from '../http/dot-r-read.js';
import { validate } from '../http/input.js';
import { assertSameId } from '../http/same-id.js';

export const V3 = '/stores/v3';

/** Products V3: reads for anyone with a token (visible products only) or the API key; writes for the API key. */
export function registerProductV3Routes(app: FastifyInstance, context: SandboxContext): void {
  const writer = (request: FastifyRequest) => {
    const caller = authenticate(context, request);
    requireAdmin(caller, 'Catalogue writes');
    return caller;
  };
  const one = (write: ProductWrite, fields: ProductRequestedField[] | undefined, caller: Caller) =>
    viewProductsV3(context, [write.record], fields, caller, true)[0]!;

  app.post(`${V3}/products`, async (request) => {
    const caller = writer(request);
    const body = validate(zCreateProductV3Body, request.body);
    return { product: one(createProductV3(context, body.product), body.fields, caller) };
  });

  app.get(`${V3}/products/:productId`, async (request) => {
    const caller = authenticate(context, request);
    const { productId } = validate(zGetProductV3Path, request.params);
    const query = validate(zGetProductV3Query, withListParams(request.query, ['fields']));
    assertSameId(query.productId, productId);
    const record = readProductV3(context, { id: productId }, caller);
    return { product: viewProductsV3(context, [record], query.fields, caller, true)[0] };
  });

  app.get(`${V3}/products/slug/:slug`, async (request) => {
    const caller = authenticate(context, request);
    const { slug } = validate(zGetProductBySlugV3Path, request.params);
    const query = validate(zGetProductBySlugV3Query, withListParams(request.query, ['fields']));
    if (query.slug !== undefined && query.slug !== slug) assertSameId(query.slug, slug);
    const record = readProductV3(context, { slug }, caller);
    return { product: viewProductsV3(context, [record], query.fields, caller, true)[0] };
  });

  app.patch(`${V3}/products/:productId`, async (request) => {
    const caller = writer(request);
    const { productId } = validate(zUpdateProductV3Path, request.params);
    const body = validate(zUpdateProductV3Body, request.body);
    return { product: one(updateProductV3Service(context, productId, body.product), body.fields, caller) };
  });

  app.delete(`${V3}/products/:productId`, async (request) => {
    writer(request);
    const { productId } = validate(zDeleteProductV3Path, request.params);
    assertSameId(validate(zDeleteProductV3Query, request.query ?? {}).productId, productId);
    deleteProductV3Service(context, productId);
    return {};
  });

  app.post(`${V3}/products-with-inventory`, async (request) => {
    const caller = writer(request);
    const body = validate(zCreateProductWithInventoryV3Body, request.body);
    const write = createProductV3(context, body.product);
    return { product: one(write, body.fields, caller), inventoryResults: inventoryResults(write, body.returnEntity) };
  });

  app.patch(`${V3}/products-with-inventory/:productId`, async (request) => {
    const caller = writer(request);
    const { productId } = validate(zUpdateProductWithInventoryV3Path, request.params);
    const body = validate(zUpdateProductWithInventoryV3Body, request.body);
    const write = updateProductV3Service(context, productId, body.product);
    return { product: one(write, body.fields, caller), inventoryResults: inventoryResults(write, body.returnEntity) };
  });

  registerProductReads(app, context);

  app.get(`${V3}/all-products-category`, async (request) => {
    authenticate(context, request);
    return { categoryId: ALL_PRODUCTS_CATEGORY_ID, treeReference: { appNamespace: '@wix/stores' } };
  });
}

/** Query, search and count, each as GET with `.r` and as POST with the same JSON. */
function registerProductReads(app: FastifyInstance, context: SandboxContext): void {
  registerDotRRead(
    app,
    context,
    `${V3}/products/query`,
    zQueryProductsV3Query,
    zQueryProductsV3ByPostBody,
    (body, caller) => queryProductsV3(context, body.query, body.fields, caller),
  );
  registerDotRRead(
    app,
    context,
    `${V3}/products/search`,
    zSearchProductsV3Query,
    zSearchProductsV3ByPostBody,
    (body, caller) => searchProductsV3(context, body.search, body.fields, caller),
  );
  registerDotRRead(
    app,
    context,
    `${V3}/products/count`,
    zCountProductsV3Query,
    zCountProductsV3ByPostBody,
    (body, caller) => countProductsV3(context, body, caller),
  );
}
