import type { Client } from '../../generated/client/index.js';
import { getSiteContext, type SiteClient } from '../site-client.js';

/**
 * The generated client of a site client, to pass as `client` to the generated query options and mutations: their
 * requests then carry the site's tokens, are retried and scoped like `site.*` calls, and fail with `SiteError`s
 * (the generated types still name `AxiosError`; narrow with the `isSite…Error` guards).
 *
 * @example
 * ```ts
 * const { data } = useQuery(getProductOptions({ client: sdkClient(site), path: { id }, query: { id } }));
 * ```
 */
export function sdkClient(site: SiteClient<unknown>): Client {
  return getSiteContext(site).client;
}
