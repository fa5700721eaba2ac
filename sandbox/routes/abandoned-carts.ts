import { getAbandonedCart, queryAbandonedCarts } from '../carts/abandoned-carts.js';
import { assertSameId } from '../http/same-id.js';
import { parseStringQuery } from '../query/string-query.js';
import { adminOnly } from './support/access.js';
import type { ModuleRoutes } from './support/module-routes.js';
import { behind } from './support/serve.js';

/** Abandoned carts: API key only. */
export const routes: ModuleRoutes<'abandonedCarts'> = (context) => ({
  ...behind(adminOnly(context, 'Abandoned carts'), {
    getAbandonedCart: ({ params: { id }, query }) => {
      assertSameId(query.id, id);
      return { abandonedCart: getAbandonedCart(context, id) };
    },
    queryAbandonedCarts: ({ body }) => queryAbandonedCarts(context, parseStringQuery(body.query)),
  }),
});
