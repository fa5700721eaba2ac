import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Link, NavLink } from '../lib/router';
import type { loader as rootLoader } from '../root';

const MemberLinks = lazy(() => import('./MemberLinks').then((m) => ({ default: m.MemberLinks })));

/**
 * The shop's header: the shop and the member's links only. The store manager is not a shopper's page, so its link is
 * in the footer, for the merchant (docs/decisions.md, "The store manager's link").
 */
export function SiteHeader() {
  // The server knows from the session cookie whether a member is signed in, so its HTML already shows their links.
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.member);
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        Sitekit Store
      </Link>
      <nav aria-label="Main">
        <NavLink to="/" end>
          Shop
        </NavLink>
        {signedIn ? (
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
