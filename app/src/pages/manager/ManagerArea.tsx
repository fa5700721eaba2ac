import { use } from 'react';
import type { SiteClientBase } from 'sitekit';
import { SiteProvider } from 'sitekit/react';
import { EmptyState } from '../../components/StatusViews';
import { ENTITY_LINKS_V3 } from '../../lib/entities-v3/entity-links';
import { managerClient } from '../../lib/manager-client';
import { NavLink, Outlet } from '../../lib/router';
import { useStore } from '../../store-context';
import '../../styles/manager.css';

/** The store manager's pages, on the API-key client and its own query cache. */
export function ManagerArea() {
  const { clients } = useStore();
  if (!clients.manager)
    return <EmptyState title="No store manager here">This platform gave the app no API key.</EmptyState>;
  return <ManagerPages manager={clients.manager} />;
}

/** The manager's pages once its client has the store catalogue's modules. */
function ManagerPages({ manager }: { manager: SiteClientBase }) {
  const { clients, catalog } = useStore();
  const client = use(managerClient(manager, catalog));
  return (
    <SiteProvider client={client} queryClient={clients.managerQueryClient}>
      <div className="manager">
        <nav className="manager-nav" aria-label="Store manager">
          <NavLink to="/manage/products" end>
            Products
          </NavLink>
          <NavLink to="/manage/products/new">New product</NavLink>
          {catalog === 'v1' && (
            <>
              <NavLink to="/manage/collections">Collections</NavLink>
              <NavLink to="/manage/carts">Abandoned carts</NavLink>
            </>
          )}
          {catalog === 'v3' &&
            ENTITY_LINKS_V3.map(({ slug, title }) => (
              <NavLink key={slug} to={`/manage/${slug}`}>
                {title}
              </NavLink>
            ))}
          {catalog === 'v3' && <NavLink to="/manage/categories">Categories</NavLink>}
        </nav>
        <Outlet />
      </div>
    </SiteProvider>
  );
}
