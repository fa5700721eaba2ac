import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { namedEntitiesV3 } from '../../generated/named-entities-v3.gen';

// The shop's pages and the member area render on the server with the visitor's or member's session; the store
// manager renders in the browser (its route module says so). A route module that serves several addresses picks its
// page by the route's id (routes/manager-page.tsx), each page's code loading on demand.

const managerPage = (path: string, id = `manage/${path}`) => route(path, 'routes/manager-page.tsx', { id });

export default [
  // Every page, so that a page which fails shows its error inside the store's layout, which stays (routes/pages.tsx).
  layout('routes/pages.tsx', [
    index('routes/shop.tsx'),
    route('products/:slug', 'routes/product.tsx'),
    route('categories/:slug', 'routes/category.tsx'),
    route('checkout/thank-you', 'routes/thank-you.tsx'),
    // Resource routes: what search engines read besides the pages.
    route('sitemap.xml', 'routes/sitemap.ts'),
    route('robots.txt', 'routes/robots.ts'),
    route('account', 'routes/member-area.tsx', [
      index('routes/account.tsx'),
      ...['login', 'register', 'verify', 'callback', 'forgot-password', 'reset-password', 'logout'].map((path) =>
        route(path, `routes/account-${path}.tsx`),
      ),
    ]),
    // The staff sign-in and sign-out, and the manager's calls to the platform, which the server makes with the API key.
    route('manage/sign-in', 'routes/staff-sign-in.tsx'),
    route('manage/sign-out', 'routes/staff-sign-out.ts'),
    route('manage/api/*', 'routes/manager-api.ts'),
    // The shop's calls from the browser, which the server makes with the visitor's session.
    route('shop/api/*', 'routes/shop-api.ts'),
    route('manage', 'routes/manager-area.tsx', [
      index('routes/manager-index.tsx'),
      managerPage('products'),
      managerPage('products/new'),
      managerPage('products/:productId'),
      managerPage('collections'),
      managerPage('collections/:slug'),
      managerPage('carts'),
      managerPage('categories'),
      managerPage('categories/:categoryId', 'manage/categories/:categoryId'),
      // The contract's named entities (v3 stores: brands, ribbons, …): one list page and one editor serve them all.
      ...namedEntitiesV3.flatMap(({ slug }) => [
        managerPage(slug, 'manage/entity-list/' + slug),
        managerPage(`${slug}/:entityId`, 'manage/entity-editor/' + slug),
      ]),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
