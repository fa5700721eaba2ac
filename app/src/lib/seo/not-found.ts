import { data } from 'react-router';
import { isNotFound } from '../error-message';

/** Answers the request with 404 and the not-found page (the root's error boundary). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * What a page's read found, or undefined when the platform has nothing there (its 404). Any other failure is thrown
 * as is, for the error page (500): a page that could not read its data is not "not found".
 */
export function foundUnlessFailed<T>(found: T | undefined, error: unknown): T | undefined {
  if (error && !isNotFound(error)) throw error;
  return found;
}

/** What a page's read found; the page's 404 when there is nothing, a failure thrown as is. */
export function foundOrNotFound<T>(found: T | undefined, error: unknown): T {
  return foundUnlessFailed(found, error) ?? notFound();
}
