import { Link, Outlet } from '../lib/router';
import { SiteHeader } from '../components/SiteHeader';
import { useStore } from '../store-context';

export function StoreLayout() {
  return (
    <>
      <SiteHeader />
      <main className="page">
        <Outlet />
      </main>
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
