import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { SiteHeader } from '../components/SiteHeader';
import { useStore } from '../store-context';

/** The shop's header and footer around a page. */
export function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="page">{children}</main>
      <SiteFooter />
    </>
  );
}

/** The merchant's way in: only when the app server holds the site's API key for the store manager. */
function SiteFooter() {
  const { hasManager } = useStore();
  return (
    <footer className="site-footer">
      A headless store on the sitekit sandbox.
      {hasManager && (
        <>
          {' '}
          Running it? <Link to="/manage">Store manager</Link>
        </>
      )}
    </footer>
  );
}
