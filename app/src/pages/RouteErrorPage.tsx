import { Link, useRouteError } from '../lib/router';
import { EmptyState, ErrorState } from '../components/StatusViews';

/** A page that crashed while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <main className="page">
      <ErrorState error={error} title="This page failed" />
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
