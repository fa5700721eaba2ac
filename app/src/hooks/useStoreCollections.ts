import { useQueryCollections } from 'sitekit/react';

/** The platform's page-size maximum: one page lists every collection of a store of ordinary size. */
const COLLECTIONS_PER_PAGE = 100;

/** The store's collections, read from the platform (visible ones only for visitors), by name. */
export function useStoreCollections() {
  return useQueryCollections({ sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: COLLECTIONS_PER_PAGE } });
}
