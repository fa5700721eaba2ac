import { NavLink, Outlet } from '../../lib/router';
import { SiteProvider } from 'sitekit/react';
import { EmptyState } from '../../components/StatusViews';
import { useStore } from '../../store-context';

/** The store manager's pages, on the API-key client and its own query cache. */
export function ManagerArea() {
  const { clients, catalogue } = useStore();
  if (!clients.manager)
    return <EmptyState title="No store manager here">This platform gave the app no API key.</EmptyState>;
  return (
    <SiteProvider client={clients.manager} queryClient={clients.managerQueryClient}>
      <div className="manager">
        <nav className="manager-nav" aria-label="Store manager">
          <NavLink to="/manage/products" end>
            Products
          </NavLink>
          {catalogue === 'v1' && (
            <>
              <NavLink to="/manage/products/new">New product</NavLink>
              <NavLink to="/manage/collections">Collections</NavLink>
              <NavLink to="/manage/carts">Abandoned carts</NavLink>
            </>
          )}
        </nav>
        <Outlet />
      </div>
    </SiteProvider>
  );
}
