import type { ProductRequestedField, SearchDetails } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import { runBulk } from '../kernel/entities-v3/bulk-results.js';
import { inventoryResults } from '../inventory-items-v3/inventory-results.js';
import { adjustAmounts, editCategories, editInfoSections, editTags, withVariantFields } from './product-edits.js';
import type { StoredProductV3 } from './products-v3-input.js';
import { productMatcher } from './products-v3-queries.js';
import {
  createProductV3,
  deleteProductV3Service,
  type ProductWrite,
  rewriteProductV3,
  updateProductV3Service,
  viewProductsV3,
} from './products-v3-service.js';
import type { SandboxContext } from '../kernel/context.js';
import type { Database } from '../kernel/db/database.js';
import { adminOnly } from '../kernel/http/access.js';
import { bulkOfIds } from '../kernel/entities-v3/bulk-writes.js';
import { byFilterJob } from '../kernel/entities-v3/by-filter-job.js';
import { behind, type BodyOf, type Handlers, type OperationId } from '../kernel/http/serve.js';

type NewProducts = BodyOf<'bulkCreateProductsV3'>['products'];
/** Updates leave out what only a create requires (a variant's price), so the wider body of the two bulk updates. */
type ProductUpdates = BodyOf<'bulkUpdateProductsWithInventoryV3'>['products'];
type InfoSectionsOfProducts = BodyOf<'bulkAddInfoSectionsToProductsV3'>;

interface FilterBody {
  filter: unknown;
  search?: SearchDetails;
}
interface ViewedBulk {
  fields?: ProductRequestedField[];
  returnEntity?: boolean;
}

/** Bulk and by-filter product operations: API key only. Bulks answer per item; by-filter calls start a job. */
export const productBulkWritesV3 = (context: SandboxContext) => {
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
  const sections =
    (mode: 'add' | 'remove') =>
    ({ body, caller }: { body: InfoSectionsOfProducts; caller: Caller }) =>
      runBulk(
        context.db,
        body.products,
        ({ productId, revision }) => {
          const record = rewriteProductV3(context, productId, editInfoSections(body.infoSectionIds, mode), revision);
          return { id: productId, item: viewProductsV3(context, [record], body.fields, caller, true)[0]! };
        },
        body.returnEntity ?? false,
      );

  return {
    ...behind(adminOnly(context, 'Catalog writes'), {
      bulkCreateProductsV3: ({ body, caller }) => each(creates(body.products), body, caller),
      bulkUpdateProductsV3: ({ body, caller }) => each(updates(body.products), body, caller),
      bulkDeleteProductsV3: ({ body }) =>
        bulkOfIds(context.db, body.productIds, (id) => deleteProductV3Service(context, id)),
      bulkCreateProductsWithInventoryV3: ({ body, caller }) =>
        withInventoryBulk(context.db, creates(body.products), body.returnEntity ?? false, (saved) =>
          view(saved, body.fields, caller),
        ),
      bulkUpdateProductsWithInventoryV3: ({ body, caller }) =>
        withInventoryBulk(context.db, updates(body.products), body.returnEntity ?? false, (saved) =>
          view(saved, body.fields, caller),
        ),
      bulkAddInfoSectionsToProductsV3: sections('add'),
      bulkRemoveInfoSectionsFromProductsV3: sections('remove'),
      bulkUpdateProductTagsV3: ({ body }) =>
        bulkOfIds(
          context.db,
          body.productIds,
          (id) => void rewriteProductV3(context, id, editTags(body.assignTags, body.unassignTags)),
        ),
      ...productsByFilter(context),
    }),
  };
};

type ProductEdit = ((product: StoredProductV3) => StoredProductV3) | 'delete';

/** Each by-filter call starts a job that applies one change (or the delete) to every product the filter matches. */
function productsByFilter(context: SandboxContext) {
  const byFilter =
    <Id extends OperationId>(id: Id, change: (body: BodyOf<Id>) => ProductEdit) =>
    ({ body }: { body: BodyOf<Id> }) => {
      const { filter, search } = body as FilterBody;
      const edit = change(body);
      return byFilterJob(context, id, productMatcher(context, filter, search), (productId) => {
        if (edit === 'delete') deleteProductV3Service(context, productId);
        else rewriteProductV3(context, productId, edit);
      });
    };

  return {
    bulkUpdateProductsByFilterV3: byFilter('bulkUpdateProductsByFilterV3', (body) => (product) => {
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
    }),
    bulkDeleteProductsByFilterV3: byFilter('bulkDeleteProductsByFilterV3', () => 'delete'),
    bulkUpdateProductVariantsByFilterV3: byFilter('bulkUpdateProductVariantsByFilterV3', (body) =>
      withVariantFields(body.variant),
    ),
    bulkAdjustProductVariantsByFilterV3: byFilter('bulkAdjustProductVariantsByFilterV3', adjustAmounts),
    bulkAddInfoSectionsToProductsByFilterV3: byFilter('bulkAddInfoSectionsToProductsByFilterV3', (body) =>
      editInfoSections(body.infoSectionIds, 'add'),
    ),
    bulkRemoveInfoSectionsFromProductsByFilterV3: byFilter('bulkRemoveInfoSectionsFromProductsByFilterV3', (body) =>
      editInfoSections(body.infoSectionIds, 'remove'),
    ),
    bulkAddProductsToCategoriesByFilterV3: byFilter('bulkAddProductsToCategoriesByFilterV3', (body) =>
      editCategories(body.categoryIds, 'add'),
    ),
    bulkRemoveProductsFromCategoriesByFilterV3: byFilter('bulkRemoveProductsFromCategoriesByFilterV3', (body) =>
      editCategories(body.categoryIds, 'remove'),
    ),
    bulkUpdateProductTagsByFilterV3: byFilter('bulkUpdateProductTagsByFilterV3', (body) =>
      editTags(body.assignTags, body.unassignTags),
    ),
  } satisfies Handlers<Caller>;
}

/** `*WithInventory` bulks answer product results and inventory results side by side. */
function withInventoryBulk<Item>(
  db: Database,
  writes: Array<() => ProductWrite>,
  returnEntity: boolean,
  view: (write: ProductWrite) => Item,
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
