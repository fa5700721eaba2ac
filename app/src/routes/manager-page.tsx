import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches } from 'react-router';
import { LoadingState } from '../components/StatusViews';
import type { Catalog } from '../lib/catalog';
import { NotFoundPage } from '../pages/RouteErrorPage';
import { useStore } from '../store-context';

type Load = () => Promise<Record<string, unknown>>;

const pages = new Map<string, ComponentType>();

/** The page, its code loaded when it is first shown; one component per page, however many routes show it. */
function onDemand(load: Load, name: string): ComponentType {
  const page = pages.get(name) ?? lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  pages.set(name, page);
  return page;
}

const v1 = (load: Load, name: string) => ({ v1: onDemand(load, name) });
const v3 = (load: Load, name: string) => ({ v3: onDemand(load, name) });

/** Each manager page by its route's id (app/src/routes.ts), for the catalogs that have it. */
const PAGES: Record<string, Partial<Record<Catalog, ComponentType>>> = {
  'manage/products': {
    ...v1(() => import('../pages/manager/ProductsPage'), 'ProductsPage'),
    ...v3(() => import('../pages/manager-v3/ProductsPageV3'), 'ProductsPageV3'),
  },
  'manage/products/new': {
    ...v1(() => import('../pages/manager/NewProductPage'), 'NewProductPage'),
    ...v3(() => import('../pages/manager-v3/NewProductPageV3'), 'NewProductPageV3'),
  },
  'manage/products/:productId': {
    ...v1(() => import('../pages/manager/ProductEditorPage'), 'ProductEditorPage'),
    ...v3(() => import('../pages/manager-v3/ProductEditorPageV3'), 'ProductEditorPageV3'),
  },
  'manage/collections': v1(() => import('../pages/manager/CollectionsPage'), 'CollectionsPage'),
  'manage/collections/:slug': v1(() => import('../pages/manager/CollectionEditorPage'), 'CollectionEditorPage'),
  'manage/carts': v1(() => import('../pages/manager/AbandonedCartsPage'), 'AbandonedCartsPage'),
  'manage/categories': v3(() => import('../pages/manager-v3/CategoriesPageV3'), 'CategoriesPageV3'),
  'manage/categories/:categoryId': v3(() => import('../pages/manager-v3/CategoriesPageV3'), 'CategoriesPageV3'),
};

/** The named entities' pages (v3): one list page and one editor serve them all, told which by the address. */
function entityPage(id: string): Partial<Record<Catalog, ComponentType>> | undefined {
  if (id.startsWith('manage/entity-list/'))
    return v3(() => import('../pages/manager-v3/EntityListPageV3'), 'EntityListPageV3');
  if (id.startsWith('manage/entity-editor/'))
    return v3(() => import('../pages/manager-v3/EntityEditorPageV3'), 'EntityEditorPageV3');
  return undefined;
}

export default function ManagerPage() {
  const { catalog } = useStore();
  const id = useMatches().at(-1)?.id ?? '';
  const Page = (PAGES[id] ?? entityPage(id))?.[catalog] ?? NotFoundPage;
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
