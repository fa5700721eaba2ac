import { data, generatePath, type LoaderFunctionArgs } from 'react-router';
import type { CatalogPages } from '../shop-page';
import { serverConfigContext } from './app-server-config';
import { memberSessionContext } from './member-session';
import { prefetchPage } from './prefetch-page';
import { requestStore } from './request-store';

/**
 * The loader of a shop page: the store's page for its catalogue (404 when the catalogue has none), its queries
 * fetched on the server and dehydrated for the browser's cache, the session's cookies on the response.
 */
export async function loadShopPage(
  { request, params, context }: LoaderFunctionArgs,
  pattern: string,
  pages: CatalogPages,
) {
  const store = await requestStore(context.get(serverConfigContext), context.get(memberSessionContext).client);
  const Page = pages[store.catalog];
  if (!Page) throw data(null, { status: 404 });
  // The page's address, also when the browser asks for its data alone (`/_.data?…&_routes=…`).
  const search = new URL(request.url).searchParams;
  search.delete('_routes');
  const query = search.size > 0 ? `?${search}` : '';
  const location = `${generatePath(pattern, params)}${query}`;
  const { dehydratedState } = await prefetchPage(store, location, pattern, <Page />);
  return { dehydratedState };
}
