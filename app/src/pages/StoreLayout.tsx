import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Link } from '../lib/router';
import { SiteHeader } from '../components/SiteHeader';
import { useStore } from '../store-context';

/** The shop's header and footer around a page. */
export function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageLoading />
      <SiteHeader />
      <main className="page">{children}</main>
      <SiteFooter />
    </>
  );
}

/**
 * While the next page's data loads on the server (a link followed, a filter changed), the page shown stays: a bar
 * along the top says something is coming, and a status says it in words.
 */
function PageLoading() {
  if (useNavigation().state !== 'loading') return null;
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">Loading the page…</span>
    </div>
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
