import { isRouteErrorResponse, Outlet, useRouteError, type HeadersArgs, type MetaArgs } from 'react-router';
import type { UnavailablePage } from '../lib/seo/not-found';
import { pageMeta } from '../lib/seo/page-head';
import { ERROR_HEAD, NOT_FOUND_HEAD } from '../lib/seo/static-page-heads';
import { NotFoundPage, RouteErrorPage } from '../pages/RouteErrorPage';

/** Every page of the app, inside the store's layout (root.tsx), with the error boundary of docs/decisions.md#42. */
export default function Pages() {
  return <Outlet />;
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** A page the platform failed to give says when to ask again (lib/seo/not-found.ts). */
export const headers = ({ errorHeaders, loaderHeaders }: HeadersArgs) => errorHeaders ?? loaderHeaders;

/** The not-found or error page's head in place of a page that failed; else the store's own. */
export const meta = ({ error, matches }: MetaArgs) => {
  if (error) return pageMeta(isNotFound(error) ? NOT_FOUND_HEAD : ERROR_HEAD);
  return matches.find((match) => match?.id === 'root')?.meta ?? [];
};

/**
 * A page that failed: "not found" for an address with nothing at it, else the error, without its stack. It shows in
 * place of the page, in the store's layout, which stays as it was: a link from here back to a page needs no new one.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFoundPage />;
  const responseData = isRouteErrorResponse(error) ? (error.data as UnavailablePage | null) : undefined;
  return <RouteErrorPage requestId={responseData?.requestId} />;
}
