import { use } from 'react';
import { Form } from 'react-router';
import type { SiteClientBase } from 'sitekit';
import { SiteProvider } from 'sitekit/react';
import { ENTITY_LINKS_V3 } from '../../lib/entities-v3/entity-links';
import { managerClient } from '../../lib/manager-client';
import { NavLink, Outlet } from '../../lib/router';
import { useStore } from '../../store-context';
import '../../styles/manager.css';

/**
 * The store manager's pages, on the client whose calls the app server makes with the API key (with the store
 * catalog's modules), and its own query cache.
 */
export function ManagerArea({ manager }: { manager: SiteClientBase }) {
  const { managerQueryClient, catalog } = useStore();
  const client = use(managerClient(manager, catalog));
  return (
    <SiteProvider client={client} queryClient={managerQueryClient}>
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
          {/* A full page load after it, so nothing the manager read stays in this page's memory. */}
          <Form method="post" action="/manage/sign-out" reloadDocument className="manager-sign-out">
            <button type="submit" className="link-button">
              Sign out
            </button>
          </Form>
        </nav>
        <Outlet />
      </div>
    </SiteProvider>
  );
}
