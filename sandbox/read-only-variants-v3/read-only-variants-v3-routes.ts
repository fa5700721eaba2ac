import { queryVariantsV3, searchVariantsV3 } from './read-only-variants-v3-queries.js';
import { anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

/** The read-only variants of v3 products. */
export const routes: ModuleRoutes<'readOnlyVariantsV3'> = (context) => ({
  ...behind(anyCaller(context), {
    queryVariantsV3: ({ body, caller }) => queryVariantsV3(context, body.query, body.fields, caller),
    searchVariantsV3: ({ body, caller }) => searchVariantsV3(context, body.search, body.fields, caller),
  }),
});
