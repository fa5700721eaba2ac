import { Link } from '../../lib/router';
import { useLoginStatus } from 'sitekit/react';
import { EmptyState, MutationStatus } from '../../components/StatusViews';
import { useLogoutRedirect } from '../../hooks/useLogoutRedirect';
import { memberEmail } from '../../lib/member-email';

export function AccountPage() {
  const { loggedIn } = useLoginStatus();
  if (!loggedIn)
    return (
      <EmptyState title="You are not logged in">
        <Link to="/account/login">Log in</Link> or <Link to="/account/register">create an account</Link>.
      </EmptyState>
    );
  return <MemberAccount />;
}

function MemberAccount() {
  const logout = useLogoutRedirect();
  const email = memberEmail();
  return (
    <section className="narrow">
      <h1>My account</h1>
      <div className="card">
        <p role="status">You are logged in{email ? ` as ${email}` : ''}.</p>
        <p>
          <Link to={`/account/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`}>
            Change your password
          </Link>
        </p>
        <button type="button" onClick={logout.logOut} disabled={logout.isPending}>
          {logout.isPending ? 'Logging out…' : 'Log out'}
        </button>
        <MutationStatus error={logout.error} />
      </div>
    </section>
  );
}
