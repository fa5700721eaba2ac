import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState, ErrorState } from '../components/StatusViews';

/** A page that crashed while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  return (
    <main className="page">
      <ErrorState error={shown} title="This page failed" />
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <section className="page">
      <EmptyState title="Page not found">
        There is nothing at this address. <Link to="/">Back to the shop</Link>
      </EmptyState>
    </section>
  );
}
