import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { namedEntitiesV3 } from '../../generated/named-entities-v3.gen';

// The shop's pages render on the server with their data; the member area and the store manager render in the
// browser (their route modules say so). A route module that serves several addresses picks its page by the route's
// id (routes/member-page.tsx, routes/manager-page.tsx), each page's code loading on demand.

const memberPage = (path: string) => route(path, 'routes/member-page.tsx', { id: `account/${path}` });
const managerPage = (path: string, id = `manage/${path}`) => route(path, 'routes/manager-page.tsx', { id });

export default [
  index('routes/shop.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('categories/:slug', 'routes/category.tsx'),
  route('checkout/thank-you', 'routes/thank-you.tsx'),
  // Resource routes: what search engines read besides the pages.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('account', 'routes/member-area.tsx', [
    index('routes/member-page.tsx', { id: 'account/' }),
    ...['login', 'register', 'callback', 'forgot-password', 'reset-password'].map(memberPage),
  ]),
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
] satisfies RouteConfig;
