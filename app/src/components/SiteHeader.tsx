import { lazy, Suspense } from 'react';
import { useLoginStatus } from 'sitekit/react';
import { useHydrated } from '../hooks/useHydrated';
import { Link, NavLink } from '../lib/router';

const MemberLinks = lazy(() => import('./MemberLinks').then((m) => ({ default: m.MemberLinks })));

/**
 * The shop's header: the shop and the member's links only. The store manager is not a shopper's page, so its link is
 * in the footer, for the merchant (docs/decisions.md, "The store manager's link").
 */
export function SiteHeader() {
  // The server renders for a visitor; a member's links show once the browser, which holds the tokens, has hydrated.
  const hydrated = useHydrated();
  const loggedIn = useLoginStatus().loggedIn && hydrated;
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
