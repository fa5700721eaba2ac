import { lazy, useMemo, type ComponentType } from 'react';
import { LoadingState } from './components/StatusViews';
import { Navigate, Router, type Route } from './lib/router';
import { NotFoundPage, RouteErrorPage } from './pages/RouteErrorPage';
import { StoreLayout } from './pages/StoreLayout';
import type { Catalogue } from './lib/catalogue';
import { ENTITY_LINKS_V3 } from './lib/entities-v3/entity-links';
import { useStore } from './store-context';

/** A page whose code loads when it is first shown. */
const onDemand = (load: () => Promise<ComponentType>) => lazy(() => load().then((Page) => ({ default: Page })));

// Every catalogue page loads on demand, so a store downloads the pages of its own catalogue only; the front page
// arrives with the catalogue's client modules (app/src/lib/site-clients.ts).
const storefront = {
  product: onDemand(() => import('./pages/storefront/ProductPage').then((m) => m.ProductPage)),
  thankYou: onDemand(() => import('./pages/storefront/ThankYouPage').then((m) => m.ThankYouPage)),
};

// The member area (forms) and the store manager (tables, editors) load on demand: browsing the shop needs neither.
const account = {
  home: onDemand(() => import('./pages/account/AccountPage').then((m) => m.AccountPage)),
  login: onDemand(() => import('./pages/account/LoginPage').then((m) => m.LoginPage)),
  register: onDemand(() => import('./pages/account/RegisterPage').then((m) => m.RegisterPage)),
  callback: onDemand(() => import('./pages/account/HostedLoginCallbackPage').then((m) => m.HostedLoginCallbackPage)),
  forgotPassword: onDemand(() => import('./pages/account/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  resetPassword: onDemand(() => import('./pages/account/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
};

const manager = {
  area: onDemand(() => import('./pages/manager/ManagerArea').then((m) => m.ManagerArea)),
  products: onDemand(() => import('./pages/manager/ProductsPage').then((m) => m.ProductsPage)),
  newProduct: onDemand(() => import('./pages/manager/NewProductPage').then((m) => m.NewProductPage)),
  editProduct: onDemand(() => import('./pages/manager/ProductEditorPage').then((m) => m.ProductEditorPage)),
  collections: onDemand(() => import('./pages/manager/CollectionsPage').then((m) => m.CollectionsPage)),
  editCollection: onDemand(() => import('./pages/manager/CollectionEditorPage').then((m) => m.CollectionEditorPage)),
  carts: onDemand(() => import('./pages/manager/AbandonedCartsPage').then((m) => m.AbandonedCartsPage)),
};

const storefrontV3 = {
  product: onDemand(() => import('./pages/storefront-v3/ProductPageV3').then((m) => m.ProductPageV3)),
};

const managerV3 = {
  products: onDemand(() => import('./pages/manager-v3/ProductsPageV3').then((m) => m.ProductsPageV3)),
  editProduct: onDemand(() => import('./pages/manager-v3/ProductEditorPageV3').then((m) => m.ProductEditorPageV3)),
};

// Brands, ribbons, info sections and customizations (v3 stores): one list page and one editor page serve them all,
// told which entity by the address.
const managerEntitiesV3 = {
  list: onDemand(() => import('./pages/manager-v3/EntityListPageV3').then((m) => m.EntityListPageV3)),
  edit: onDemand(() => import('./pages/manager-v3/EntityEditorPageV3').then((m) => m.EntityEditorPageV3)),
};

const ENTITY_ROUTES_V3: readonly Route[] = ENTITY_LINKS_V3.flatMap(({ path }) => [
  { path: `/manage/${path}`, page: managerEntitiesV3.list, area: manager.area },
  { path: `/manage/${path}/:entityId`, page: managerEntitiesV3.edit, area: manager.area },
]);

// The manager's category tree of a v3 store (the shop's category pages load with its catalogue: lib/catalogue-v3.ts).
const managerCategoriesV3 = onDemand(() =>
  import('./pages/manager-v3/CategoriesPageV3').then((m) => m.CategoriesPageV3),
);

const CATEGORY_ROUTES_V3: readonly Route[] = [
  { path: '/manage/categories', page: managerCategoriesV3, area: manager.area },
  { path: '/manage/categories/:categoryId', page: managerCategoriesV3, area: manager.area },
];

const toManagerProducts = () => <Navigate to="/manage/products" replace />;

const ACCOUNT_ROUTES: readonly Route[] = [
  { path: '/account', page: account.home },
  { path: '/account/login', page: account.login },
  { path: '/account/register', page: account.register },
  { path: '/account/callback', page: account.callback },
  { path: '/account/forgot-password', page: account.forgotPassword },
  { path: '/account/reset-password', page: account.resetPassword },
  { path: '/manage', page: toManagerProducts, area: manager.area },
];

// The first matching route wins, so `/manage/products/new` comes before `/manage/products/:productId`.
const V1_ROUTES: readonly Route[] = [
  { path: '/products/:productId', page: storefront.product },
  { path: '/checkout/thank-you', page: storefront.thankYou },
  ...ACCOUNT_ROUTES,
  { path: '/manage/products', page: manager.products, area: manager.area },
  { path: '/manage/products/new', page: manager.newProduct, area: manager.area },
  { path: '/manage/products/:productId', page: manager.editProduct, area: manager.area },
  { path: '/manage/collections', page: manager.collections, area: manager.area },
  { path: '/manage/collections/:slug', page: manager.editCollection, area: manager.area },
  { path: '/manage/carts', page: manager.carts, area: manager.area },
];

const V3_ROUTES: readonly Route[] = [
  { path: '/products/:productId', page: storefrontV3.product },
  ...ACCOUNT_ROUTES,
  { path: '/manage/products', page: managerV3.products, area: manager.area },
  { path: '/manage/products/:productId', page: managerV3.editProduct, area: manager.area },
  ...ENTITY_ROUTES_V3,
  ...CATEGORY_ROUTES_V3,
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
