import { Outlet } from '../lib/router';
import { SiteHeader } from '../components/SiteHeader';

export function StoreLayout() {
  return (
    <>
      <SiteHeader />
      <main className="page">
        <Outlet />
      </main>
      <footer className="site-footer">A headless store on the sitekit sandbox.</footer>
    </>
  );
}
