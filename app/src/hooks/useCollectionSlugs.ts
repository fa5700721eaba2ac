import { useSyncExternalStore } from 'react';
import { knownCollectionSlugs, subscribeToCollections } from '../lib/collection-directory';

/** The collection slugs the app knows, re-rendering when one is created, opened or deleted. */
export function useCollectionSlugs(): string[] {
  return useSyncExternalStore(subscribeToCollections, knownCollectionSlugs);
}
