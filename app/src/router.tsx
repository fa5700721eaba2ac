import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingState } from './components/StatusViews';
import { NotFoundPage, RouteErrorPage } from './pages/RouteErrorPage';
import { StoreLayout } from './pages/StoreLayout';
import { CataloguePage } from './pages/storefront/CataloguePage';
import { ProductPage } from './pages/storefront/ProductPage';
import { ThankYouPage } from './pages/storefront/ThankYouPage';

// The member area (forms) and the store manager (tables, editors) load on demand: browsing the shop needs neither.
const account = {
  home: () => import('./pages/account/AccountPage').then((m) => ({ Component: m.AccountPage })),
  login: () => import('./pages/account/LoginPage').then((m) => ({ Component: m.LoginPage })),
  register: () => import('./pages/account/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  callback: () =>
    import('./pages/account/HostedLoginCallbackPage').then((m) => ({ Component: m.HostedLoginCallbackPage })),
  forgotPassword: () => import('./pages/account/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () => import('./pages/account/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
};

const manager = {
  area: () => import('./pages/manager/ManagerArea').then((m) => ({ Component: m.ManagerArea })),
  products: () => import('./pages/manager/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
  newProduct: () => import('./pages/manager/NewProductPage').then((m) => ({ Component: m.NewProductPage })),
  editProduct: () => import('./pages/manager/ProductEditorPage').then((m) => ({ Component: m.ProductEditorPage })),
  collections: () => import('./pages/manager/CollectionsPage').then((m) => ({ Component: m.CollectionsPage })),
  editCollection: () =>
    import('./pages/manager/CollectionEditorPage').then((m) => ({ Component: m.CollectionEditorPage })),
  carts: () => import('./pages/manager/AbandonedCartsPage').then((m) => ({ Component: m.AbandonedCartsPage })),
};

export const router = createBrowserRouter([
  {
    path: '/',
    Component: StoreLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => <LoadingState />,
    children: [
      { index: true, Component: CataloguePage },
      { path: 'products/:productId', Component: ProductPage },
      { path: 'checkout/thank-you', Component: ThankYouPage },
      {
        path: 'account',
        children: [
          { index: true, lazy: account.home },
          { path: 'login', lazy: account.login },
          { path: 'register', lazy: account.register },
          { path: 'callback', lazy: account.callback },
          { path: 'forgot-password', lazy: account.forgotPassword },
          { path: 'reset-password', lazy: account.resetPassword },
        ],
      },
      {
        path: 'manage',
        lazy: manager.area,
        children: [
          { index: true, element: <Navigate to="products" replace /> },
          { path: 'products', lazy: manager.products },
          { path: 'products/new', lazy: manager.newProduct },
          { path: 'products/:productId', lazy: manager.editProduct },
          { path: 'collections', lazy: manager.collections },
          { path: 'collections/:slug', lazy: manager.editCollection },
          { path: 'carts', lazy: manager.carts },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
