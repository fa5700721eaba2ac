import { data, generatePath, type HeadersFunction, type LoaderFunctionArgs } from 'react-router';
import type { CatalogPages } from '../shop-page';
import { serverConfigContext } from './app-server-config';
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
  const { store, session } = await requestStore(context.get(serverConfigContext), request);
  const Page = pages[store.catalog];
  if (!Page) throw data(null, { status: 404 });
  // The page's address, also when the browser asks for its data alone (`/_.data?…&_routes=…`).
  const search = new URL(request.url).searchParams;
  search.delete('_routes');
  const query = search.size > 0 ? `?${search}` : '';
  const location = `${generatePath(pattern, params)}${query}`;
  const { dehydratedState } = await prefetchPage(store, location, pattern, <Page />);
  const headers = new Headers();
  session.commit(headers);
  return data({ dehydratedState }, { headers });
}

/** A shop page's response carries its loader's headers: the session cookie and, with it, `Cache-Control`. */
export const shopPageHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
