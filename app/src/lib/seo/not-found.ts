import { data } from 'react-router';
import { isSiteError } from 'sitekit';

/** How long a crawler or a person is asked to wait before asking again for a page the platform failed to give. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

/** What the error page shows of a read the platform failed: the request id its support can look up. */
export interface UnavailablePage {
  requestId?: string;
}

/** Answers the request with 404 and the not-found page (the pages' error boundary, routes/pages.tsx). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Answers the request with 503 and the error page, naming the failed call's request id: the page is there, its data
 * could not be read just now (docs/decisions.md#42).
 */
export function unavailable(error: unknown): never {
  const page: UnavailablePage = { requestId: isSiteError(error) ? error.requestId : undefined };
  throw data(page, { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } });
}

/** A failure of the platform or of the way to it (5xx, no answer), not a refusal of what the page asked. */
const isPlatformFailure = (error: unknown) => !isSiteError(error) || error.status === undefined || error.status >= 500;

/**
 * What a page's read found, or undefined when there is nothing to show: the platform has nothing there (its 404), or
 * refused what the address asked (a 4xx, such as a stale cursor), which the page itself explains. A failure of the
 * platform answers 503: a page that could not read its data is not "not found".
 */
export function foundUnlessFailed<T>(found: T | undefined, error: unknown): T | undefined {
  if (error && isPlatformFailure(error)) unavailable(error);
  return found;
}

/** What a page's read found; the page's 404 when there is nothing, a failure thrown as is. */
export function foundOrNotFound<T>(found: T | undefined, error: unknown): T {
  return foundUnlessFailed(found, error) ?? notFound();
}
