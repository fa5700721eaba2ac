import { lazy, useMemo, type ComponentType } from 'react';
import { LoadingState } from './components/StatusViews';
import { Navigate, Router, type Route } from './lib/router';
import { NotFoundPage, RouteErrorPage } from './pages/RouteErrorPage';
import { StoreLayout } from './pages/StoreLayout';
import type { Catalog } from './lib/catalog';
import { ENTITY_LINKS_V3 } from './lib/entities-v3/entity-links';
import { useStore } from './store-context';

// Every catalogue page loads on demand, so a store downloads the pages of its own catalogue only; the front page
// arrives with the catalogue's client modules (app/src/lib/site-clients.ts). The member area (forms) and the store
// manager (tables, editors) load on demand too: browsing the shop needs neither.

/**
 * A route: its address, the import of its page's module, the name the module exports the page under, and the area
 * (a layout of its own) it shows in, if any.
 */
type PageRow = readonly [
  path: string,
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
  area?: ComponentType,
];

const pages = new Map<string, ComponentType>();

/** The page, its code loaded when it is first shown; one component per page, however many routes show it. */
function onDemand(load: PageRow[1], name: string): ComponentType {
  const page = pages.get(name) ?? lazy(() => load().then((module) => ({ default: module[name]! })));
  pages.set(name, page);
  return page;
}

const pageRoutes = (rows: readonly PageRow[]): Route[] =>
  rows.map(([path, load, name, area]) => ({ path, page: onDemand(load, name), area }));

/** The store manager's area, around each of its pages. */
const MANAGER = onDemand(() => import('./pages/manager/ManagerArea'), 'ManagerArea');

// The contract's named entities (v3 stores: brands, ribbons, info sections, customizations): one list page and one
// editor page serve them all, told which entity by the address.
const ENTITY_ROUTES_V3 = pageRoutes(
  ENTITY_LINKS_V3.flatMap(({ slug }): PageRow[] => [
    [`/manage/${slug}`, () => import('./pages/manager-v3/EntityListPageV3'), 'EntityListPageV3', MANAGER],
    [`/manage/${slug}/:entityId`, () => import('./pages/manager-v3/EntityEditorPageV3'), 'EntityEditorPageV3', MANAGER],
  ]),
);

const toManagerProducts = () => <Navigate to="/manage/products" replace />;

// The checkout's thank-you page, the member area and the manager's home, the same for both catalogues.
const SHARED_ROUTES: readonly Route[] = [
  ...pageRoutes([
    ['/checkout/thank-you', () => import('./pages/storefront/ThankYouPage'), 'ThankYouPage'],
    ['/account', () => import('./pages/account/AccountPage'), 'AccountPage'],
    ['/account/login', () => import('./pages/account/LoginPage'), 'LoginPage'],
    ['/account/register', () => import('./pages/account/RegisterPage'), 'RegisterPage'],
    ['/account/callback', () => import('./pages/account/HostedLoginCallbackPage'), 'HostedLoginCallbackPage'],
    ['/account/forgot-password', () => import('./pages/account/ForgotPasswordPage'), 'ForgotPasswordPage'],
    ['/account/reset-password', () => import('./pages/account/ResetPasswordPage'), 'ResetPasswordPage'],
  ]),
  { path: '/manage', page: toManagerProducts, area: MANAGER },
];

// The first matching route wins, so `/manage/products/new` comes before `/manage/products/:productId`.
const V1_ROUTES = pageRoutes([
  ['/products/:productId', () => import('./pages/storefront/ProductPage'), 'ProductPage'],
  ['/manage/products', () => import('./pages/manager/ProductsPage'), 'ProductsPage', MANAGER],
  ['/manage/products/new', () => import('./pages/manager/NewProductPage'), 'NewProductPage', MANAGER],
  ['/manage/products/:productId', () => import('./pages/manager/ProductEditorPage'), 'ProductEditorPage', MANAGER],
  ['/manage/collections', () => import('./pages/manager/CollectionsPage'), 'CollectionsPage', MANAGER],
  ['/manage/collections/:slug', () => import('./pages/manager/CollectionEditorPage'), 'CollectionEditorPage', MANAGER],
  ['/manage/carts', () => import('./pages/manager/AbandonedCartsPage'), 'AbandonedCartsPage', MANAGER],
]);

const V3_ROUTES = pageRoutes([
  ['/products/:productId', () => import('./pages/storefront-v3/ProductPageV3'), 'ProductPageV3'],
  ['/manage/products', () => import('./pages/manager-v3/ProductsPageV3'), 'ProductsPageV3', MANAGER],
  ['/manage/products/new', () => import('./pages/manager-v3/NewProductPageV3'), 'NewProductPageV3', MANAGER],
  [
    '/manage/products/:productId',
    () => import('./pages/manager-v3/ProductEditorPageV3'),
    'ProductEditorPageV3',
    MANAGER,
  ],
  // The manager's category tree (the shop's category pages load with its catalogue: lib/catalog-v3.ts).
  ['/manage/categories', () => import('./pages/manager-v3/CategoriesPageV3'), 'CategoriesPageV3', MANAGER],
  ['/manage/categories/:categoryId', () => import('./pages/manager-v3/CategoriesPageV3'), 'CategoriesPageV3', MANAGER],
]);

const ROUTES: Record<Catalog, readonly Route[]> = {
  v1: [...V1_ROUTES, ...SHARED_ROUTES],
  v3: [...V3_ROUTES, ...ENTITY_ROUTES_V3, ...SHARED_ROUTES],
};

/** The pages of the store's catalogue inside its layout; an unknown address shows "Page not found". */
export function AppRoutes() {
  const { catalog, frontPage, shopRoutes } = useStore();
  const routes = useMemo(
    () => [{ path: '/', page: frontPage }, ...shopRoutes, ...ROUTES[catalog]],
    [catalog, frontPage, shopRoutes],
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
