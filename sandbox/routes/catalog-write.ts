import type { FastifyInstance } from 'fastify';
import { addMedia, attachChoiceMedia, detachChoiceMedia, removeMedia } from '../catalog/product-media.js';
import { createProduct, modifyProduct, productNotFound, updateProduct } from '../catalog/product-service.js';
import type { ProductSource } from '../catalog/product-source.js';
import { overrideVariants, resetVariantData } from '../catalog/product-variants.js';
import type { SandboxContext } from '../context.js';
import { deleteProductRow } from '../db/products-repo.js';
import { catalogEvents } from '../events/catalog-events.js';
import { productMediaRule } from '../http/one-of-rules.js';
import { assertSameId } from '../http/same-id.js';
import { adminOnly } from './support/access.js';
import { contract } from './support/contract.js';
import { operations } from './support/operation.js';
import { registerV1EntityWrites } from './support/v1-entity-writes.js';

const PREFIX = '/stores/v1/products';
const OPTIONAL = { optional: true };

/** Catalogue product writes: API key only. */
export function registerCatalogWriteRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerV1EntityWrites(app, context, 'Product', {
    create: createProduct,
    update: updateProduct,
    remove: (_context, id) => {
      if (!deleteProductRow(context.db, id)) throw productNotFound(id);
    },
    created: catalogEvents.productCreated,
    changed: catalogEvents.productChanged,
    deleted: catalogEvents.productDeleted,
  });
  const write = operations(app, adminOnly(context, 'Catalogue writes'));

  write.patch(`${PREFIX}/:id/variants`, contract('UpdateProductVariants'), ({ params: { id }, body }) => {
    assertSameId(body.id, id);
    let changed: string[] = [];
    const product = modifyProduct(context, id, (source) => {
      changed = overrideVariants(source, body.variants);
    });
    const variants = (product.variants ?? []).filter((v) => changed.includes(v.id!));
    catalogEvents.variantsChanged(context, id, variants, [...new Set(body.variants.flatMap(changedVariantFields))]);
    return { variants };
  });

  write.post(
    `${PREFIX}/:id/variants/resetToDefault`,
    contract('ResetAllProductVariantData', OPTIONAL),
    ({ params, body }) => {
      assertSameId(body.id, params.id);
      const product = modifyProduct(context, params.id, resetVariantData);
      catalogEvents.variantsChanged(context, params.id, product.variants, [
        'price',
        'cost',
        'weight',
        'sku',
        'visible',
      ]);
      return {};
    },
  );

  registerProductEdits(app, context);
}

/** Edits that answer `{}` and emit `ProductChanged` naming the fields they touch. */
function registerProductEdits(app: FastifyInstance, context: SandboxContext): void {
  const write = operations(app, adminOnly(context, 'Catalogue writes'));
  const edited = (id: string, copy: string | undefined, fields: string[], edit: (source: ProductSource) => void) => {
    assertSameId(copy, id);
    modifyProduct(context, id, edit);
    catalogEvents.productChanged(context, id, fields);
    return {};
  };
  const media = ['media'];
  const options = ['productOptions'];

  write.post(`${PREFIX}/:id/media`, contract('AddProductMedia', { rules: [productMediaRule] }), ({ params, body }) =>
    edited(params.id, body.id, media, (source) => addMedia(source, body.media)),
  );
  write.post(`${PREFIX}/:id/media/delete`, contract('RemoveProductMedia'), ({ params, body }) =>
    edited(params.id, body.id, media, (source) => removeMedia(source, body.mediaIds)),
  );
  write.patch(`${PREFIX}/:id/choices/media`, contract('AddProductMediaToChoices'), ({ params, body }) =>
    edited(params.id, body.id, options, (source) => attachChoiceMedia(source, body.media)),
  );
  write.post(`${PREFIX}/:id/choices/media/delete`, contract('RemoveProductMediaFromChoices'), ({ params, body }) =>
    edited(params.id, body.id, options, (source) => detachChoiceMedia(source, body.media)),
  );
  write.delete(`${PREFIX}/:id/options`, contract('DeleteProductOptions'), ({ params, query }) =>
    edited(params.id, query.id, [...options, 'manageVariants', 'variants'], (source) => {
      source.options = [];
      source.manageVariants = false;
    }),
  );
  write.post(`${PREFIX}/:id/remove-brand`, contract('RemoveBrand', OPTIONAL), ({ params, body }) =>
    edited(params.id, body.id, ['brand'], (source) => void delete source.brand),
  );
  write.post(`${PREFIX}/:id/remove-ribbon`, contract('RemoveRibbon', OPTIONAL), ({ params, body }) =>
    edited(params.id, body.id, ['ribbon'], (source) => void delete source.ribbon),
  );
}

function changedVariantFields(override: Record<string, unknown>): string[] {
  return Object.keys(override).filter((key) => key !== 'choices' && key !== 'variantIds');
}
