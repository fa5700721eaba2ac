import { Link, NavLink } from 'react-router';
import { useLoginStatus } from 'sitekit/react';
import { useLogoutRedirect } from '../hooks/useLogoutRedirect';
import { useStore } from '../store-context';

export function SiteHeader() {
  const { loggedIn } = useLoginStatus();
  const { clients } = useStore();
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        Sitekit Store
      </Link>
      <nav aria-label="Main">
        <NavLink to="/" end>
          Shop
        </NavLink>
        {loggedIn ? <MemberLinks /> : <VisitorLinks />}
        {clients.manager && <NavLink to="/manage">Store manager</NavLink>}
      </nav>
    </header>
  );
}

function VisitorLinks() {
  return (
    <>
      <NavLink to="/account/login">Log in</NavLink>
      <NavLink to="/account/register">Register</NavLink>
    </>
  );
}

function MemberLinks() {
  const { logOut, isPending } = useLogoutRedirect();
  return (
    <>
      <NavLink to="/account">My account</NavLink>
      <button type="button" className="link-button" onClick={logOut} disabled={isPending}>
        {isPending ? 'Logging out…' : 'Log out'}
      </button>
    </>
  );
}
