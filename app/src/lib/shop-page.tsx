import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../pages/RouteErrorPage';
import { useStore } from '../store-context';
import type { Catalog } from './catalog';

/** A shop address's page for each catalog that has one. */
export type CatalogPages = Partial<Record<Catalog, ComponentType>>;

interface ShopPageProps {
  pages: CatalogPages;
  /** What the server fetched for the page (lib/server/shop-page-loader.tsx). */
  state: DehydratedState;
}

/** The store catalog's page, its cache filled with the server's answers so it renders without asking again. */
export function ShopPage({ pages, state }: ShopPageProps) {
  const Page = pages[useStore().catalog];
  return <HydrationBoundary state={state}>{Page ? <Page /> : <NotFoundPage />}</HydrationBoundary>;
}
