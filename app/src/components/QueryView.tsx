import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './StatusViews';

interface QueryViewProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  /** What is loading and what cannot be shown, e.g. "products". */
  noun: string;
  /** The items the answer holds. */
  items: (data: T) => readonly unknown[] | undefined;
  /** Shown when the answer holds no item. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** A read's loading, failed and empty states, or its answer. */
export function QueryView<T>({ query, noun, items, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState label={`Loading ${noun}…`} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorState error={query.error} title={`The ${noun} cannot be shown`} onRetry={() => void query.refetch()} />
    );
  if (!items(query.data)?.length) return empty;
  return children(query.data);
}
