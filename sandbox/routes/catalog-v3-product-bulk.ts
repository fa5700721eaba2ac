import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zBulkAddInfoSectionsToProductsByFilterV3Body,
  zBulkAddInfoSectionsToProductsV3Body,
  zBulkAddProductsToCategoriesByFilterV3Body,
  zBulkAdjustProductVariantsByFilterV3Body,
  zBulkCreateProductsV3Body,
  zBulkCreateProductsWithInventoryV3Body,
  zBulkDeleteProductsByFilterV3Body,
  zBulkDeleteProductsV3Body,
  zBulkRemoveInfoSectionsFromProductsByFilterV3Body,
  zBulkRemoveInfoSectionsFromProductsV3Body,
  zBulkRemoveProductsFromCategoriesByFilterV3Body,
  zBulkUpdateProductTagsByFilterV3Body,
  zBulkUpdateProductTagsV3Body,
  zBulkUpdateProductVariantsByFilterV3Body,
  zBulkUpdateProductsByFilterV3Body,
  zBulkUpdateProductsV3Body,
  zBulkUpdateProductsWithInventoryV3Body,
} from '../../generated/zod.gen.js';
import type { ProductRequestedField, SearchDetails } from '../../generated/types.gen.js';
import { authenticate, type Caller, requireAdmin } from '../auth/caller.js';
import { runBulk } from '../catalog-v3/bulk-results.js';
import { startJob } from '../catalog-v3/jobs.js';
import type { StoredProductV3 } from '../catalog-v3/product-input-v3.js';
import { productMatcher } from '../catalog-v3/product-queries-v3.js';
import {
  createProductV3,
  deleteProductV3Service,
  type ProductWrite,
  rewriteProductV3,
  updateProductV3Service,
  viewProductsV3,
} from '../catalog-v3/product-service-v3.js';
import {
  adjustAmounts,
  editTags,
  editInfoSections,
  editCategories,
  withVariantFields,
} from '../catalog-v3/product-edits.js';
import type { SandboxContext } from '../context.js';
import { validate } from '../http/input.js';
import { inventoryResults } from '../catalog-v3/inventory-results.js';

const BULK = '/stores/v3/bulk/products';

type Output<S> = S extends { _zod: { output: infer O } } ? O : never;
interface FilterBody {
  filter: unknown;
  search?: SearchDetails;
}

/** Bulk and by-filter product operations: API key only. Bulks answer per item; by-filter calls start a job. */
export function registerProductBulkV3Routes(app: FastifyInstance, context: SandboxContext): void {
  const post = <S extends Parameters<typeof validate>[0]>(
    path: string,
    schema: S,
    handle: (body: Output<S>, caller: Caller) => unknown,
  ) =>
    app.post(path, async (request: FastifyRequest) => {
      const caller = authenticate(context, request);
      requireAdmin(caller, 'Catalogue writes');
      return handle(validate(schema, request.body) as Output<S>, caller);
    });
  const view = (write: ProductWrite, fields: ProductRequestedField[] | undefined, caller: Caller) =>
    viewProductsV3(context, [write.record], fields, caller, true)[0]!;
  const byFilter = <S extends Parameters<typeof validate>[0]>(
    path: string,
    schema: S,
    change: (body: Output<S>) => ((product: StoredProductV3) => StoredProductV3) | 'delete',
  ) =>
    post(`${BULK}/${path}`, schema, (body) => {
      const { filter, search } = body as FilterBody;
      const edit = change(body);
      const matching = productMatcher(context, filter, search);
      return startJob(context, `products/${path}`, () => {
        const ids = matching();
        for (const id of ids) {
          if (edit === 'delete') deleteProductV3Service(context, id);
          else rewriteProductV3(context, id, edit);
        }
        return ids.length;
      });
    });

  post(`${BULK}/create`, zBulkCreateProductsV3Body, (body, caller) =>
    runBulk(
      body.products,
      (product, i) => {
        const write = createProductV3(context, product, `products[${i}]`);
        return { id: write.record.product.id, item: view(write, body.fields, caller) };
      },
      body.returnEntity ?? false,
    ),
  );
  post(`${BULK}/update`, zBulkUpdateProductsV3Body, (body, caller) =>
    runBulk(
      body.products,
      ({ product }, i) => {
        const write = updateProductV3Service(context, product.id ?? '', product, `products[${i}].product`);
        return { id: write.record.product.id, item: view(write, body.fields, caller) };
      },
      body.returnEntity ?? false,
    ),
  );
  post(`${BULK}/delete`, zBulkDeleteProductsV3Body, (body) =>
    runBulk(
      body.productIds,
      (id) => {
        deleteProductV3Service(context, id);
        return { id };
      },
      false,
    ),
  );
  post('/stores/v3/bulk/products-with-inventory/create', zBulkCreateProductsWithInventoryV3Body, (body, caller) =>
    withInventoryBulk(
      body.products.map((product, i) => () => createProductV3(context, product, `products[${i}]`)),
      body.returnEntity ?? false,
      (w) => view(w, body.fields, caller),
    ),
  );
  post('/stores/v3/bulk/products-with-inventory/update', zBulkUpdateProductsWithInventoryV3Body, (body, caller) =>
    withInventoryBulk(
      body.products.map(
        ({ product }, i) =>
          () =>
            updateProductV3Service(context, product.id ?? '', product, `products[${i}].product`),
      ),
      body.returnEntity ?? false,
      (w) => view(w, body.fields, caller),
    ),
  );
  post(`${BULK}/add-info-sections`, zBulkAddInfoSectionsToProductsV3Body, (body, caller) =>
    runBulk(
      body.products,
      ({ productId, revision }) => {
        const record = rewriteProductV3(context, productId, editInfoSections(body.infoSectionIds, 'add'), revision);
        return { id: productId, item: viewProductsV3(context, [record], body.fields, caller, true)[0] };
      },
      body.returnEntity ?? false,
    ),
  );
  post(`${BULK}/remove-info-sections`, zBulkRemoveInfoSectionsFromProductsV3Body, (body, caller) =>
    runBulk(
      body.products,
      ({ productId, revision }) => {
        const record = rewriteProductV3(context, productId, editInfoSections(body.infoSectionIds, 'remove'), revision);
        return { id: productId, item: viewProductsV3(context, [record], body.fields, caller, true)[0] };
      },
      body.returnEntity ?? false,
    ),
  );
  post(`${BULK}/update-tags`, zBulkUpdateProductTagsV3Body, (body) =>
    runBulk(
      body.productIds,
      (id) => {
        rewriteProductV3(context, id, editTags(body.assignTags, body.unassignTags));
        return { id };
      },
      false,
    ),
  );

  byFilter('update-by-filter', zBulkUpdateProductsByFilterV3Body, (body) => (product) => {
    const {
      slug: _slug,
      options: _options,
      modifiers: _modifiers,
      variantsInfo: _variants,
      id: _id,
      revision: _revision,
      ...allowed
    } = body.product;
    return { ...product, ...allowed };
  });
  byFilter('delete-by-filter', zBulkDeleteProductsByFilterV3Body, () => 'delete');
  byFilter('update-variants-by-filter', zBulkUpdateProductVariantsByFilterV3Body, (body) =>
    withVariantFields(body.variant),
  );
  byFilter('adjust-variants-by-filter', zBulkAdjustProductVariantsByFilterV3Body, (body) => adjustAmounts(body));
  byFilter('add-info-sections-by-filter', zBulkAddInfoSectionsToProductsByFilterV3Body, (body) =>
    editInfoSections(body.infoSectionIds, 'add'),
  );
  byFilter('remove-info-sections-by-filter', zBulkRemoveInfoSectionsFromProductsByFilterV3Body, (body) =>
    editInfoSections(body.infoSectionIds, 'remove'),
  );
  byFilter('add-to-categories-by-filter', zBulkAddProductsToCategoriesByFilterV3Body, (body) =>
    editCategories(body.categoryIds, 'add'),
  );
  byFilter('remove-from-categories-by-filter', zBulkRemoveProductsFromCategoriesByFilterV3Body, (body) =>
    editCategories(body.categoryIds, 'remove'),
  );
  byFilter('update-tags-by-filter', zBulkUpdateProductTagsByFilterV3Body, (body) =>
    editTags(body.assignTags, body.unassignTags),
  );
}

/** `*WithInventory` bulks answer product results and inventory results side by side. */
function withInventoryBulk(
  writes: Array<() => ProductWrite>,
  returnEntity: boolean,
  view: (write: ProductWrite) => unknown,
) {
  const done: ProductWrite[] = [];
  const productResults = runBulk(
    writes,
    (write) => {
      const result = write();
      done.push(result);
      return { id: result.record.product.id, item: view(result) };
    },
    returnEntity,
  );
  const results = done
    .flatMap((write) => inventoryResults(write, returnEntity).results ?? [])
    .map((r, originalIndex) => ({ ...r, itemMetadata: { ...r.itemMetadata!, originalIndex } }));
  return {
    productResults,
    inventoryResults: {
      results,
      bulkActionMetadata: { totalSuccesses: results.length, totalFailures: 0, undetailedFailures: 0 },
    },
  };
}
