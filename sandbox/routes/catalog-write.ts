import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zAddProductMediaBody,
  zAddProductMediaPath,
  zAddProductMediaToChoicesBody,
  zAddProductMediaToChoicesPath,
  zCreateProductBody,
  zDeleteProductOptionsPath,
  zDeleteProductOptionsQuery,
  zDeleteProductPath,
  zDeleteProductQuery,
  zRemoveBrandBody,
  zRemoveBrandPath,
  zRemoveProductMediaBody,
  zRemoveProductMediaFromChoicesBody,
  zRemoveProductMediaFromChoicesPath,
  zRemoveProductMediaPath,
  zRemoveRibbonBody,
  zRemoveRibbonPath,
  zResetAllProductVariantDataBody,
  zResetAllProductVariantDataPath,
  zUpdateProductBody,
  zUpdateProductPath,
  zUpdateProductVariantsBody,
  zUpdateProductVariantsPath,
} from '../../generated/zod.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { addMedia, attachChoiceMedia, detachChoiceMedia, removeMedia } from '../catalog/product-media.js';
import { createProduct, modifyProduct, productNotFound, updateProduct } from '../catalog/product-service.js';
import { overrideVariants, resetVariantData } from '../catalog/product-variants.js';
import type { SandboxContext } from '../context.js';
import { deleteProductRow } from '../db/products-repo.js';
import { fieldFailure } from '../errors.js';
import { catalogEvents } from '../events/catalog-events.js';
import { optionalBody, validate } from '../http/input.js';
import { productMediaRule } from '../http/one-of-rules.js';
import { assertSameId, idAndBody } from '../http/same-id.js';

const PREFIX = '/stores/v1/products';

/** Catalogue product writes: API key only. */
export function registerCatalogWriteRoutes(app: FastifyInstance, context: SandboxContext): void {
  const writer = (request: FastifyRequest) => requireAdmin(authenticate(context, request), 'Catalogue writes');

  app.post(PREFIX, async (request) => {
    writer(request);
    const body = validate(zCreateProductBody, request.body);
    const product = createProduct(context, body.product);
    catalogEvents.productCreated(context, product);
    return { product };
  });

  app.patch(`${PREFIX}/:id`, async (request) => {
    writer(request);
    const { id } = validate(zUpdateProductPath, request.params);
    const body = validate(zUpdateProductBody, request.body);
    if (body.product.id !== undefined && body.product.id !== id)
      throw fieldFailure('product.id', 'must equal the id in the path');
    const product = updateProduct(context, id, body.product);
    catalogEvents.productChanged(
      context,
      id,
      Object.keys(body.product).filter((key) => key !== 'id'),
    );
    return { product };
  });

  app.delete(`${PREFIX}/:id`, async (request) => {
    writer(request);
    const { id } = validate(zDeleteProductPath, request.params);
    assertSameId(validate(zDeleteProductQuery, request.query ?? {}).id, id);
    if (!deleteProductRow(context.db, id)) throw productNotFound(id);
    catalogEvents.productDeleted(context, id);
    return {};
  });

  app.patch(`${PREFIX}/:id/variants`, async (request) => {
    writer(request);
    const { id, body } = idAndBody(request, zUpdateProductVariantsPath, zUpdateProductVariantsBody);
    let changed: string[] = [];
    const product = modifyProduct(context, id, (source) => {
      changed = overrideVariants(source, body.variants);
    });
    const variants = (product.variants ?? []).filter((v) => changed.includes(v.id!));
    catalogEvents.variantsChanged(context, id, variants, [...new Set(body.variants.flatMap(changedVariantFields))]);
    return { variants };
  });

  app.post(`${PREFIX}/:id/variants/resetToDefault`, async (request) => {
    writer(request);
    const { id } = validate(zResetAllProductVariantDataPath, request.params);
    assertSameId(validate(zResetAllProductVariantDataBody, optionalBody(request)).id, id);
    const product = modifyProduct(context, id, resetVariantData);
    catalogEvents.variantsChanged(context, id, product.variants, ['price', 'cost', 'weight', 'sku', 'visible']);
    return {};
  });

  app.post(`${PREFIX}/:id/media`, async (request) => {
    writer(request);
    const { id, body } = idAndBody(request, zAddProductMediaPath, zAddProductMediaBody, [productMediaRule]);
    modifyProduct(context, id, (source) => addMedia(source, body.media));
    catalogEvents.productChanged(context, id, ['media']);
    return {};
  });

  app.post(`${PREFIX}/:id/media/delete`, async (request) => {
    writer(request);
    const { id, body } = idAndBody(request, zRemoveProductMediaPath, zRemoveProductMediaBody);
    modifyProduct(context, id, (source) => removeMedia(source, body.mediaIds));
    catalogEvents.productChanged(context, id, ['media']);
    return {};
  });

  app.patch(`${PREFIX}/:id/choices/media`, async (request) => {
    writer(request);
    const { id, body } = idAndBody(request, zAddProductMediaToChoicesPath, zAddProductMediaToChoicesBody);
    modifyProduct(context, id, (source) => attachChoiceMedia(source, body.media));
    catalogEvents.productChanged(context, id, ['productOptions']);
    return {};
  });

  app.post(`${PREFIX}/:id/choices/media/delete`, async (request) => {
    writer(request);
    const { id, body } = idAndBody(request, zRemoveProductMediaFromChoicesPath, zRemoveProductMediaFromChoicesBody);
    modifyProduct(context, id, (source) => detachChoiceMedia(source, body.media));
    catalogEvents.productChanged(context, id, ['productOptions']);
    return {};
  });

  app.delete(`${PREFIX}/:id/options`, async (request) => {
    writer(request);
    const { id } = validate(zDeleteProductOptionsPath, request.params);
    assertSameId(validate(zDeleteProductOptionsQuery, request.query ?? {}).id, id);
    modifyProduct(context, id, (source) => {
      source.options = [];
      source.manageVariants = false;
    });
    catalogEvents.productChanged(context, id, ['productOptions', 'manageVariants', 'variants']);
    return {};
  });

  app.post(`${PREFIX}/:id/remove-brand`, async (request) => {
    writer(request);
    const { id } = validate(zRemoveBrandPath, request.params);
    assertSameId(validate(zRemoveBrandBody, optionalBody(request)).id, id);
    modifyProduct(context, id, (source) => void delete source.brand);
    catalogEvents.productChanged(context, id, ['brand']);
    return {};
  });

  app.post(`${PREFIX}/:id/remove-ribbon`, async (request) => {
    writer(request);
    const { id } = validate(zRemoveRibbonPath, request.params);
    assertSameId(validate(zRemoveRibbonBody, optionalBody(request)).id, id);
    modifyProduct(context, id, (source) => void delete source.ribbon);
    catalogEvents.productChanged(context, id, ['ribbon']);
    return {};
  });
}

function changedVariantFields(override: Record<string, unknown>): string[] {
  return Object.keys(override).filter((key) => key !== 'choices' && key !== 'variantIds');
}
