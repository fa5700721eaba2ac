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

/** The merchant's way in: only when the app holds the store's API key, which only a local sandbox hands out. */
function SiteFooter() {
  const { clients } = useStore();
  return (
    <footer className="site-footer">
      A headless store on the sitekit sandbox.
      {clients.manager && (
        <>
          {' '}
          Running it? <Link to="/manage">Store manager</Link>
        </>
      )}
    </footer>
  );
}
