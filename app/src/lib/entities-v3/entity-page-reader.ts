import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { CursorReadInput } from 'sitekit/react';
import { pageInput } from '../../hooks/useCursorPages';
import type { EntityKindV3, EntityPageV3 } from './entity-kind';

type PagedResponse = { pagingMetadata?: { cursors?: { next?: string | null } } };
export type QueryHook<A, O> = (
  input: CursorReadInput,
  options: O,
  query: { placeholderData: typeof keepPreviousData },
) => UseQueryResult<A, Error>;

/**
 * The page read of an entity's table through its sitekit query hook: sorted by `sortField`, with `options` (the
 * assigned-product count), the previous page shown while the next one loads.
 */
export function pageReader<A extends PagedResponse, O, E>(
  useEntityQuery: QueryHook<A, O>,
  options: O,
  sortField: string,
  itemsOf: (response: A) => E[] | undefined,
) {
  return (cursor: string | undefined, pageSize: number): UseQueryResult<EntityPageV3<E>, Error> => {
    const first = { sort: [{ fieldName: sortField, order: 'ASC' as const }], cursorPaging: { limit: pageSize } };
    const response = useEntityQuery(pageInput(first, cursor, pageSize), options, { placeholderData: keepPreviousData });
    const data = response.data && {
      items: itemsOf(response.data) ?? [],
      next: response.data.pagingMetadata?.cursors?.next ?? undefined,
    };
    return { ...response, data } as UseQueryResult<EntityPageV3<E>, Error>;
  };
}

/** How an entity's query is read: the field to sort by, the fields that add counts, where the answer has the rows. */
export interface EntityReadSpec<A, O, E> {
  sortField: string;
  options: O;
  items: (response: A) => E[] | undefined;
}

/** The table and editor reads of an entity kind from its sitekit query and get hooks. */
export function entityReads<A extends PagedResponse, O, E>(
  { sortField, options, items }: EntityReadSpec<A, O, E>,
  [useQuery, useGet]: readonly [
    QueryHook<A, O>,
    (id: string, options: O, query: { enabled: boolean }) => UseQueryResult<E, Error>,
  ],
): Pick<EntityKindV3<E & object>, 'usePage' | 'useOne'> {
  return {
    usePage: pageReader(useQuery, options, sortField, items) as EntityKindV3<E & object>['usePage'],
    useOne: (id, enabled) => useGet(id, options, { enabled }) as UseQueryResult<E & object, Error>,
  };
}
