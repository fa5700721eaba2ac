import { getAbandonedCart, queryAbandonedCarts } from './abandoned-carts.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { parseStringQuery } from '../kernel/query/string-query.js';
import { adminOnly } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

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
