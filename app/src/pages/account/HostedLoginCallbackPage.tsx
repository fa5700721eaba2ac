import { ErrorState } from '../../components/StatusViews';
import { Link } from '../../lib/router';

/** Shown only when the platform's answer did not become a session (the server redirects otherwise). */
export function HostedLoginCallbackPage({ failure }: { failure: string }) {
  return (
    <section className="narrow">
      <ErrorState error={new Error(failure)} title="The login did not complete" />
      <Link to="/account/login">Try again</Link>
    </section>
  );
}
