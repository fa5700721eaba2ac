import { lazy, useMemo, type ComponentType } from 'react';
import { LoadingState } from './components/StatusViews';
import { Navigate, Router, type Route } from './lib/router';
import { NotFoundPage, RouteErrorPage } from './pages/RouteErrorPage';
import { StoreLayout } from './pages/StoreLayout';
import type { Catalogue } from './lib/catalogue';
import { ENTITY_LINKS_V3 } from './lib/entities-v3/entity-links';
import { useStore } from './store-context';

// Every catalogue page loads on demand, so a store downloads the pages of its own catalogue only; the front page
// arrives with the catalogue's client modules (app/src/lib/site-clients.ts). The member area (forms) and the store
// manager (tables, editors) load on demand too: browsing the shop needs neither. Each module here is its own chunk.
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  './pages/{account,manager,manager-v3}/*.tsx',
  './pages/storefront/{ProductPage,ThankYouPage}.tsx',
  './pages/storefront-v3/ProductPageV3.tsx',
]);

const pages = new Map<string, ComponentType>();

/** The page a module under `pages/` exports under its file's name, its code loaded when it is first shown. */
function onDemand(file: string): ComponentType {
  const known = pages.get(file);
  if (known) return known;
  const load = PAGE_MODULES[`./pages/${file}.tsx`]!;
  const name = file.slice(file.lastIndexOf('/') + 1);
  const page = lazy(() => load().then((module) => ({ default: module[name]! })));
  pages.set(file, page);
  return page;
}

const MANAGER_AREA = onDemand('manager/ManagerArea');

/** Store manager routes (path, page module), shown inside the manager's area. */
const inManagerArea = (routes: ReadonlyArray<readonly [path: string, file: string]>): Route[] =>
  routes.map(([path, file]) => ({ path, page: onDemand(file), area: MANAGER_AREA }));

// Brands, ribbons, info sections and customizations (v3 stores): one list page and one editor page serve them all,
// told which entity by the address.
const ENTITY_ROUTES_V3 = inManagerArea(
  ENTITY_LINKS_V3.flatMap(({ path }) => [
    [`/manage/${path}`, 'manager-v3/EntityListPageV3'],
    [`/manage/${path}/:entityId`, 'manager-v3/EntityEditorPageV3'],
  ]),
);

const toManagerProducts = () => <Navigate to="/manage/products" replace />;

const ACCOUNT_ROUTES: readonly Route[] = [
  { path: '/account', page: onDemand('account/AccountPage') },
  { path: '/account/login', page: onDemand('account/LoginPage') },
  { path: '/account/register', page: onDemand('account/RegisterPage') },
  { path: '/account/callback', page: onDemand('account/HostedLoginCallbackPage') },
  { path: '/account/forgot-password', page: onDemand('account/ForgotPasswordPage') },
  { path: '/account/reset-password', page: onDemand('account/ResetPasswordPage') },
  { path: '/manage', page: toManagerProducts, area: MANAGER_AREA },
];

// The first matching route wins, so `/manage/products/new` comes before `/manage/products/:productId`.
const V1_ROUTES: readonly Route[] = [
  { path: '/products/:productId', page: onDemand('storefront/ProductPage') },
  { path: '/checkout/thank-you', page: onDemand('storefront/ThankYouPage') },
  ...ACCOUNT_ROUTES,
  ...inManagerArea([
    ['/manage/products', 'manager/ProductsPage'],
    ['/manage/products/new', 'manager/NewProductPage'],
    ['/manage/products/:productId', 'manager/ProductEditorPage'],
    ['/manage/collections', 'manager/CollectionsPage'],
    ['/manage/collections/:slug', 'manager/CollectionEditorPage'],
    ['/manage/carts', 'manager/AbandonedCartsPage'],
  ]),
];

const V3_ROUTES: readonly Route[] = [
  { path: '/products/:productId', page: onDemand('storefront-v3/ProductPageV3') },
  ...ACCOUNT_ROUTES,
  ...inManagerArea([
    ['/manage/products', 'manager-v3/ProductsPageV3'],
    ['/manage/products/:productId', 'manager-v3/ProductEditorPageV3'],
    // The manager's category tree (the shop's category pages load with its catalogue: lib/catalogue-v3.ts).
    ['/manage/categories', 'manager-v3/CategoriesPageV3'],
    ['/manage/categories/:categoryId', 'manager-v3/CategoriesPageV3'],
  ]),
  ...ENTITY_ROUTES_V3,
];

const ROUTES: Record<Catalogue, readonly Route[]> = { v1: V1_ROUTES, v3: V3_ROUTES };

/** The pages of the store's catalogue inside its layout; an unknown address shows "Page not found". */
export function AppRoutes() {
  const { catalogue, frontPage, shopRoutes } = useStore();
  const routes = useMemo(
    () => [{ path: '/', page: frontPage }, ...shopRoutes, ...ROUTES[catalogue]],
    [catalogue, frontPage, shopRoutes],
  );
  return (
    <Router
      layout={StoreLayout}
      routes={routes}
      notFound={NotFoundPage}
      errorPage={RouteErrorPage}
      loading={<LoadingState />}
    />
  );
}
