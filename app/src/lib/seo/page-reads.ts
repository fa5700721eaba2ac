import type { QueryClient } from '@tanstack/react-query';

/** A read a page made while rendering on the server: its answer, or the error it failed with. */
export interface PageRead<T> {
  data: T | undefined;
  error: unknown;
}

/**
 * What the page's one read of `operation` answered, from the page's own cache after its server render: every read's
 * key starts `[{ _id: operation, … }]` (docs/decisions.md#30), so the head shows the very data the page shows.
 */
export function pageRead<T>(queryClient: QueryClient, operation: string): PageRead<T> {
  // A read that waited for another's answer (a collection's id) left a disabled query of the same operation behind.
  const queries = queryClient.getQueryCache().findAll({ queryKey: [{ _id: operation }] });
  const query = queries.find((candidate) => candidate.state.status !== 'pending') ?? queries[0];
  return { data: query?.state.data as T | undefined, error: query?.state.error ?? undefined };
}
