import type { QueryClient } from '@tanstack/react-query';
import { data, generatePath, type LoaderFunctionArgs, type Params } from 'react-router';
import type { StoreContextValue } from '../../store-context';
import type { CatalogPages } from '../shop-page';
import { serverConfigContext } from './app-server-config';
import { memberSessionContext } from './member-session';
import { prefetchPage } from './prefetch-page';
import { requestStore } from './request-store';

/** A shop page rendered on the server: the request, the store it read and the page's cache of what it read. */
export interface RenderedShopPage {
  request: Request;
  params: Params;
  store: StoreContextValue;
  queryClient: QueryClient;
}

/**
 * The loader of a shop page: the store's page for its catalog (404 when the catalog has none), its queries
 * fetched on the server and dehydrated for the browser's cache, and what `describe` makes of the rendered page (its
 * head; it may also answer 404 or a redirect instead).
 */
export async function loadShopPage<Head = undefined>(
  { request, params, context }: LoaderFunctionArgs,
  pattern: string,
  pages: CatalogPages,
  describe?: (page: RenderedShopPage) => Head | Promise<Head>,
) {
  const store = await requestStore(context.get(serverConfigContext), context.get(memberSessionContext).client);
  const Page = pages[store.catalog];
  if (!Page) throw data(null, { status: 404 });
  // The page's address, also when the browser asks for its data alone (`/_.data?…&_routes=…`).
  const search = new URL(request.url).searchParams;
  search.delete('_routes');
  const query = search.size > 0 ? `?${search}` : '';
  const location = `${generatePath(pattern, params)}${query}`;
  const { dehydratedState, queryClient } = await prefetchPage(store, location, pattern, <Page />);
  const head = describe ? await describe({ request, params, store, queryClient }) : undefined;
  return { dehydratedState, head: head as Head };
}
