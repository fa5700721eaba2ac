import { addMedia, attachChoiceMedia, detachChoiceMedia, removeMedia } from './product-media.js';
import { createProduct, modifyProduct, productNotFound, updateProduct } from './products-service.js';
import type { ProductSource } from './product-source.js';
import { overrideVariants, resetVariantData } from './product-variants.js';
import type { SandboxContext } from '../kernel/context.js';
import { deleteProductRow } from './products-repo.js';
import { catalogEvents } from './catalog-events.js';
import { productMediaRule } from '../kernel/http/one-of-rules.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { adminOnly } from '../kernel/http/access.js';
import { behind } from '../kernel/http/serve.js';
import { v1EntityWrites } from './v1-entity-writes.js';

const MEDIA = ['media'];
const OPTIONS = ['productOptions'];

/** Catalog product writes: API key only. */
export const productWrites = (context: SandboxContext) => {
  const products = v1EntityWrites(context, 'product', {
    create: createProduct,
    update: updateProduct,
    remove: (_context, id) => {
      if (!deleteProductRow(context.db, id)) throw productNotFound(id);
    },
    created: catalogEvents.productCreated,
    changed: catalogEvents.productChanged,
    deleted: catalogEvents.productDeleted,
  });
  /** An edit that answers `{}` and emits `ProductChanged` naming the fields it touches. */
  const edited = (id: string, copy: string | undefined, fields: string[], edit: (source: ProductSource) => void) => {
    assertSameId(copy, id);
    modifyProduct(context, id, edit);
    catalogEvents.productChanged(context, id, fields);
    return {};
  };

  return {
    ...behind(adminOnly(context, 'Catalog writes'), {
      createProduct: ({ body }) => ({ product: products.create(body.product) }),
      updateProduct: ({ params, body }) => ({ product: products.update(params.id, body.product) }),
      deleteProduct: ({ params, query }) => products.remove(params.id, query.id),
      updateProductVariants: ({ params: { id }, body }) => {
        assertSameId(body.id, id);
        let changed: string[] = [];
        const product = modifyProduct(context, id, (source) => {
          changed = overrideVariants(source, body.variants);
        });
        const variants = (product.variants ?? []).filter((v) => changed.includes(v.id!));
        catalogEvents.variantsChanged(context, id, variants, [...new Set(body.variants.flatMap(changedVariantFields))]);
        return { variants };
      },
      resetAllProductVariantData: {
        optionalBody: true,
        respond: ({ params: { id }, body }) => {
          assertSameId(body.id, id);
          const product = modifyProduct(context, id, resetVariantData);
          catalogEvents.variantsChanged(context, id, product.variants, ['price', 'cost', 'weight', 'sku', 'visible']);
          return {};
        },
      },
      addProductMedia: {
        rules: [productMediaRule],
        respond: ({ params, body }) => edited(params.id, body.id, MEDIA, (source) => addMedia(source, body.media)),
      },
      removeProductMedia: ({ params, body }) =>
        edited(params.id, body.id, MEDIA, (source) => removeMedia(source, body.mediaIds)),
      addProductMediaToChoices: ({ params, body }) =>
        edited(params.id, body.id, OPTIONS, (source) => attachChoiceMedia(source, body.media)),
      removeProductMediaFromChoices: ({ params, body }) =>
        edited(params.id, body.id, OPTIONS, (source) => detachChoiceMedia(source, body.media ?? [])),
      deleteProductOptions: ({ params, query }) =>
        edited(params.id, query.id, [...OPTIONS, 'manageVariants', 'variants'], (source) => {
          source.options = [];
          source.manageVariants = false;
        }),
      removeBrand: {
        optionalBody: true,
        respond: ({ params, body }) => edited(params.id, body.id, ['brand'], (source) => void delete source.brand),
      },
      removeRibbon: {
        optionalBody: true,
        respond: ({ params, body }) => edited(params.id, body.id, ['ribbon'], (source) => void delete source.ribbon),
      },
    }),
  };
};

function changedVariantFields(override: Record<string, unknown>): string[] {
  return Object.keys(override).filter((key) => key !== 'choices' && key !== 'variantIds');
}
