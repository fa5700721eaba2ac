import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingState } from './components/StatusViews';
import { AccountPage } from './pages/account/AccountPage';
import { ForgotPasswordPage } from './pages/account/ForgotPasswordPage';
import { HostedLoginCallbackPage } from './pages/account/HostedLoginCallbackPage';
import { LoginPage } from './pages/account/LoginPage';
import { RegisterPage } from './pages/account/RegisterPage';
import { ResetPasswordPage } from './pages/account/ResetPasswordPage';
import { NotFoundPage, RouteErrorPage } from './pages/RouteErrorPage';
import { StoreLayout } from './pages/StoreLayout';
import { CataloguePage } from './pages/storefront/CataloguePage';
import { ProductPage } from './pages/storefront/ProductPage';
import { ThankYouPage } from './pages/storefront/ThankYouPage';

// The store manager (tables, editors, form validation) loads on demand, so shoppers never download it.
const manager = {
  area: () => import('./pages/manager/ManagerArea').then((m) => ({ Component: m.ManagerArea })),
  products: () => import('./pages/manager/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
  newProduct: () => import('./pages/manager/NewProductPage').then((m) => ({ Component: m.NewProductPage })),
  editProduct: () => import('./pages/manager/ProductEditorPage').then((m) => ({ Component: m.ProductEditorPage })),
  collections: () => import('./pages/manager/CollectionsPage').then((m) => ({ Component: m.CollectionsPage })),
  editCollection: () =>
    import('./pages/manager/CollectionEditorPage').then((m) => ({ Component: m.CollectionEditorPage })),
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
          { index: true, Component: AccountPage },
          { path: 'login', Component: LoginPage },
          { path: 'register', Component: RegisterPage },
          { path: 'callback', Component: HostedLoginCallbackPage },
          { path: 'forgot-password', Component: ForgotPasswordPage },
          { path: 'reset-password', Component: ResetPasswordPage },
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
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
