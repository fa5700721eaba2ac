import { optionsAvailability } from './options-availability.js';
import { queryProducts, queryProductsWithText } from './products-queries.js';
import { productJson, withOrigin, wrapJson } from './products-view.js';
import {
  getStoreVariant,
  queryProductVariants,
  queryStoreVariants,
  readableProductRow,
} from './products-variant-queries.js';
import type { SandboxContext } from '../kernel/context.js';
import { collectionIdsOf } from './products-repo.js';
import { fieldFailure } from '../kernel/errors.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { parseStringQuery } from '../kernel/query/string-query.js';
import { anyCaller } from '../kernel/http/access.js';
import { behind } from '../kernel/http/serve.js';

/** Catalog reads: anyone with a token or the API key; visitors and members see visible items only. */
export const productReads = (context: SandboxContext) => ({
  ...behind(anyCaller(context), {
    queryProducts: ({ body, caller }) => json(queryProducts(context, body.query, caller)),
    queryProductsWithTextQuery: ({ body: { query, ...includes }, caller }) =>
      json(queryProductsWithText(context, parseStringQuery(query), caller, includes)),
    getProduct: ({ params: { id }, query, caller }) => {
      assertSameId(query.id, id);
      const row = readableProductRow(context, id, caller);
      const collections = collectionIdsOf(context.db, [id]).get(id)!;
      const merchant = caller.kind === 'admin' && query.includeMerchantSpecificData === true;
      const product = productJson(row.doc, row.merchant, collections, merchant);
      return json(withOrigin(wrapJson('product', product), context.origin));
    },
    getProductOptionsAvailability: ({ params: { id }, body, caller }) => {
      assertSameId(body.id, id);
      return optionsAvailability(context, id, body.options ?? {}, caller);
    },
    queryProductVariants: ({ params: { id }, body, caller }) => {
      assertSameId(body.id, id);
      return queryProductVariants(context, id, body, caller);
    },
    queryStoreVariants: ({ body, caller }) => {
      if (body.query?.paging && body.query.cursorPaging) {
        throw fieldFailure('query.cursorPaging', 'cannot be combined with query.paging', 'ONE_OF_ALIGNMENT');
      }
      return json(queryStoreVariants(context, body.query, caller));
    },
    getStoreVariant: ({ params: { id }, query, caller }) => {
      assertSameId(query.id, id);
      return json(getStoreVariant(context, id, caller));
    },
  }),
});

/** Catalog reads assemble their JSON as text from stored documents; it is sent as it is. */
function json(text: string): Buffer {
  return Buffer.from(text);
}
