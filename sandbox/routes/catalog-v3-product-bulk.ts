import type { FastifyInstance } from 'fastify';
import type { ProductRequestedField, ProductWithInventoryUpdateV3, SearchDetails } from '../../generated/types.gen.js';
import type { Caller } from '../auth/caller.js';
import { runBulk } from '../catalog-v3/bulk-results.js';
import { inventoryResults } from '../catalog-v3/inventory-results.js';
import { startJob } from '../catalog-v3/jobs.js';
import {
  adjustAmounts,
  editCategories,
  editInfoSections,
  editTags,
  withVariantFields,
} from '../catalog-v3/product-edits.js';
import type { StoredProductV3 } from '../catalog-v3/product-input.js';
import { productMatcher } from '../catalog-v3/product-queries.js';
import {
  createProductV3,
  deleteProductV3Service,
  type ProductWrite,
  rewriteProductV3,
  updateProductV3Service,
  viewProductsV3,
} from '../catalog-v3/product-service.js';
import type { SandboxContext } from '../context.js';
import type { Database } from '../db/database.js';
import { adminOnly } from './support/access.js';
import { bulkOfIds } from './support/bulk.js';
import { type ContractBody, contract, type OperationName } from './support/contract.js';
import { type Operations, operations } from './support/operation.js';

const BULK = '/stores/v3/bulk/products';
const WITH_INVENTORY = '/stores/v3/bulk/products-with-inventory';

interface FilterBody {
  filter: unknown;
  search?: SearchDetails;
}
interface ViewedBulk {
  fields?: ProductRequestedField[];
  returnEntity?: boolean;
}
type NewProducts = ContractBody<'BulkCreateProductsV3'>['products'];
type ProductUpdates = Array<{ product: ProductWithInventoryUpdateV3 }>;

/** Bulk and by-filter product operations: API key only. Bulks answer per item; by-filter calls start a job. */
export function registerProductBulkV3Routes(app: FastifyInstance, context: SandboxContext): void {
  const write = operations(app, adminOnly(context, 'Catalogue writes'));
  const view = (saved: ProductWrite, fields: ProductRequestedField[] | undefined, caller: Caller) =>
    viewProductsV3(context, [saved.record], fields, caller, true)[0]!;
  const each = (saves: Array<() => ProductWrite>, body: ViewedBulk, caller: Caller) =>
    runBulk(
      context.db,
      saves,
      (save) => {
        const saved = save();
        return { id: saved.record.product.id, item: view(saved, body.fields, caller) };
      },
      body.returnEntity ?? false,
    );
  const creates = (products: NewProducts) =>
    products.map((product, i) => () => createProductV3(context, product, `products[${i}]`));
  const updates = (products: ProductUpdates) =>
    products.map(
      ({ product }, i) =>
        () =>
          updateProductV3Service(context, product.id ?? '', product, `products[${i}].product`),
    );

  write.post(`${BULK}/create`, contract('BulkCreateProductsV3'), ({ body, caller }) =>
    each(creates(body.products), body, caller),
  );
  write.post(`${BULK}/update`, contract('BulkUpdateProductsV3'), ({ body, caller }) =>
    each(updates(body.products), body, caller),
  );
  write.post(`${BULK}/delete`, contract('BulkDeleteProductsV3'), ({ body }) =>
    bulkOfIds(context.db, body.productIds, (id) => deleteProductV3Service(context, id)),
  );
  write.post(`${WITH_INVENTORY}/create`, contract('BulkCreateProductsWithInventoryV3'), ({ body, caller }) =>
    withInventoryBulk(context.db, creates(body.products), body.returnEntity ?? false, (saved) =>
      view(saved, body.fields, caller),
    ),
  );
  write.post(`${WITH_INVENTORY}/update`, contract('BulkUpdateProductsWithInventoryV3'), ({ body, caller }) =>
    withInventoryBulk(context.db, updates(body.products), body.returnEntity ?? false, (saved) =>
      view(saved, body.fields, caller),
    ),
  );
  const sections =
    (mode: 'add' | 'remove') =>
    ({ body, caller }: { body: ContractBody<'BulkAddInfoSectionsToProductsV3'>; caller: Caller }) =>
      runBulk(
        context.db,
        body.products,
        ({ productId, revision }) => {
          const record = rewriteProductV3(context, productId, editInfoSections(body.infoSectionIds, mode), revision);
          return { id: productId, item: viewProductsV3(context, [record], body.fields, caller, true)[0] };
        },
        body.returnEntity ?? false,
      );
  write.post(`${BULK}/add-info-sections`, contract('BulkAddInfoSectionsToProductsV3'), sections('add'));
  write.post(`${BULK}/remove-info-sections`, contract('BulkRemoveInfoSectionsFromProductsV3'), sections('remove'));
  write.post(`${BULK}/update-tags`, contract('BulkUpdateProductTagsV3'), ({ body }) =>
    bulkOfIds(
      context.db,
      body.productIds,
      (id) => void rewriteProductV3(context, id, editTags(body.assignTags, body.unassignTags)),
    ),
  );
  registerProductsByFilter(write, context);
}

/** Each by-filter call starts a job that applies one change (or the delete) to every product the filter matches. */
function registerProductsByFilter(write: Operations<Caller>, context: SandboxContext): void {
  const byFilter = <Name extends OperationName>(
    path: string,
    name: Name,
    change: (body: ContractBody<Name>) => ((product: StoredProductV3) => StoredProductV3) | 'delete',
  ) =>
    write.post(`${BULK}/${path}`, contract(name), ({ body }) => {
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

  byFilter('update-by-filter', 'BulkUpdateProductsByFilterV3', (body) => (product) => {
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
  byFilter('delete-by-filter', 'BulkDeleteProductsByFilterV3', () => 'delete');
  byFilter('update-variants-by-filter', 'BulkUpdateProductVariantsByFilterV3', (body) =>
    withVariantFields(body.variant),
  );
  byFilter('adjust-variants-by-filter', 'BulkAdjustProductVariantsByFilterV3', (body) => adjustAmounts(body));
  byFilter('add-info-sections-by-filter', 'BulkAddInfoSectionsToProductsByFilterV3', (body) =>
    editInfoSections(body.infoSectionIds, 'add'),
  );
  byFilter('remove-info-sections-by-filter', 'BulkRemoveInfoSectionsFromProductsByFilterV3', (body) =>
    editInfoSections(body.infoSectionIds, 'remove'),
  );
  byFilter('add-to-categories-by-filter', 'BulkAddProductsToCategoriesByFilterV3', (body) =>
    editCategories(body.categoryIds, 'add'),
  );
  byFilter('remove-from-categories-by-filter', 'BulkRemoveProductsFromCategoriesByFilterV3', (body) =>
    editCategories(body.categoryIds, 'remove'),
  );
  byFilter('update-tags-by-filter', 'BulkUpdateProductTagsByFilterV3', (body) =>
    editTags(body.assignTags, body.unassignTags),
  );
}

/** `*WithInventory` bulks answer product results and inventory results side by side. */
function withInventoryBulk(
  db: Database,
  writes: Array<() => ProductWrite>,
  returnEntity: boolean,
  view: (write: ProductWrite) => unknown,
) {
  const done: ProductWrite[] = [];
  const productResults = runBulk(
    db,
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
