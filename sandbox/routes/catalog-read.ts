import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  zGetCollectionBySlugPath,
  zGetCollectionBySlugQuery,
  zGetProductOptionsAvailabilityBody,
  zGetProductOptionsAvailabilityPath,
  zGetProductPath,
  zGetProductQuery,
  zGetStoreVariantPath,
  zGetStoreVariantQuery,
  zQueryProductVariantsBody,
  zQueryProductVariantsPath,
  zQueryProductsByPostBody,
  zQueryProductsQuery,
  zQueryStoreVariantsBody,
} from '../../generated/zod.gen.js';
import { authenticate } from '../auth/caller.js';
import { optionsAvailability } from '../catalog/options-availability.js';
import { queryProducts } from '../catalog/product-queries.js';
import { productJson, withOrigin, wrapJson } from '../catalog/product-view.js';
import {
  getStoreVariant,
  queryProductVariants,
  queryStoreVariants,
  readableProductRow,
} from '../catalog/variant-queries.js';
import type { SandboxContext } from '../context.js';
import { collectionToWire, findCollectionBySlug } from '../db/collections-repo.js';
import { collectionIdsOf } from '../db/products-repo.js';
import { fieldFailure, notFound } from '../errors.js';
import { assertSameId, idAndBody } from '../http/same-id.js';
import { coerceQuery, validate } from '../http/input.js';
import { decodeDotR } from '../query/dot-r.js';

const PREFIX = '/stores-reader/v1';

/** Catalogue reads: anyone with a token or the API key; visitors and members see visible items only. */
export function registerCatalogReadRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get(`${PREFIX}/products/query-platformized`, async (request, reply) => {
    const caller = authenticate(context, request);
    const query = validate(zQueryProductsQuery, request.query ?? {});
    const payload = query['.r'] ? decodeDotR(query['.r']) : {};
    const body = validate(zQueryProductsByPostBody, payload, [], '');
    return sendJson(reply, queryProducts(context, body.query, caller));
  });

  app.post(`${PREFIX}/products/query-platformized`, async (request, reply) => {
    const caller = authenticate(context, request);
    const body = validate(zQueryProductsByPostBody, request.body);
    return sendJson(reply, queryProducts(context, body.query, caller));
  });

  app.get(`${PREFIX}/products/:id`, async (request, reply) => {
    const caller = authenticate(context, request);
    const { id } = validate(zGetProductPath, request.params);
    const query = validate(zGetProductQuery, coerceQuery(request.query, ['includeMerchantSpecificData']));
    assertSameId(query.id, id);
    const row = readableProductRow(context, id, caller);
    const collections = collectionIdsOf(context.db, [id]).get(id)!;
    const merchant = caller.kind === 'admin' && query.includeMerchantSpecificData;
    return sendJson(
      reply,
      withOrigin(wrapJson('product', productJson(row.doc, row.merchant, collections, merchant)), context.origin),
    );
  });

  app.get(`${PREFIX}/collections/slug/:slug`, async (request) => {
    const caller = authenticate(context, request);
    const { slug } = validate(zGetCollectionBySlugPath, request.params);
    const query = validate(zGetCollectionBySlugQuery, request.query ?? {});
    if (query.slug !== undefined && query.slug !== slug) throw fieldFailure('slug', 'must equal the slug in the path');
    const collection = findCollectionBySlug(context.db, slug);
    if (!collection || (!collection.visible && caller.kind !== 'admin')) {
      throw notFound('COLLECTION_NOT_FOUND', `No collection has the slug ${slug}`);
    }
    return { collection: collectionToWire(context.db, collection) };
  });

  app.post(`${PREFIX}/products/:id/productOptionsAvailability`, async (request) => {
    const caller = authenticate(context, request);
    const { id, body } = idAndBody(request, zGetProductOptionsAvailabilityPath, zGetProductOptionsAvailabilityBody);
    return optionsAvailability(context, id, body.options ?? {}, caller);
  });

  app.post(`${PREFIX}/products/:id/variants/query`, async (request) => {
    const caller = authenticate(context, request);
    const { id, body } = idAndBody(request, zQueryProductVariantsPath, zQueryProductVariantsBody);
    return queryProductVariants(context, id, body, caller);
  });

  app.post(`${PREFIX}/variants/query`, async (request, reply) => {
    const caller = authenticate(context, request);
    const body = validate(zQueryStoreVariantsBody, request.body);
    if (body.query?.paging && body.query.cursorPaging) {
      throw fieldFailure('query.cursorPaging', 'cannot be combined with query.paging', 'ONE_OF_ALIGNMENT');
    }
    return sendJson(reply, queryStoreVariants(context, body.query, caller));
  });

  app.get(`${PREFIX}/variants/:id`, async (request, reply) => {
    const caller = authenticate(context, request);
    const { id } = validate(zGetStoreVariantPath, request.params);
    const query = validate(zGetStoreVariantQuery, request.query ?? {});
    assertSameId(query.id, id);
    return sendJson(reply, getStoreVariant(context, id, caller));
  });
}

/** Catalogue reads assemble their JSON as text from stored documents; this sends it as is. */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
