import { Link } from '../lib/router';
import { EmptyState } from '../components/StatusViews';

/**
 * A page that crashed while rendering or loading (500), or whose data the platform failed to give (503). It says so in
 * plain words: the error's own text is the server's, for its log, not for the reader. A platform failure's request id
 * is shown, for the store's support to look up.
 */
export function RouteErrorPage({ requestId }: { requestId?: string }) {
  return (
    <>
      <div className="status status-error" role="alert">
        <strong>This page failed</strong>
        <p>Something went wrong on our side. Please try again in a moment.</p>
        {requestId && <p>Reference: {requestId}</p>}
      </div>
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </>
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
