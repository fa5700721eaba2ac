import { lazy, Suspense } from 'react';
import { useLoginStatus } from 'sitekit/react';
import { Link, NavLink } from '../lib/router';
import { useStore } from '../store-context';

const MemberLinks = lazy(() => import('./MemberLinks').then((m) => ({ default: m.MemberLinks })));

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
        {loggedIn ? (
          <Suspense fallback={null}>
            <MemberLinks />
          </Suspense>
        ) : (
          <VisitorLinks />
        )}
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
