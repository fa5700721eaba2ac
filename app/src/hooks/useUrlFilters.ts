import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../lib/router';

/** How a page's filters live in the address bar. */
export interface UrlFilters<F> {
  read: (params: URLSearchParams) => F;
  write: (filters: F) => URLSearchParams;
  /** The filters after a change (e.g. back to the first page); the change as is by default. */
  apply?: (filters: F, change: Partial<F>) => F;
  /** Whether a change replaces the history entry rather than adding one; default yes. */
  replaces?: (change: Partial<F>) => boolean;
}

/** A page's filters, kept in the address bar so a filtered page can be shared and reloaded. */
export function useUrlFilters<F>({ read, write, apply, replaces }: UrlFilters<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  // Filters written but not yet in the address bar: a second change right after the first must build on it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  const update = useCallback(
    (change: Partial<F>) => {
      const base = pending.current ? read(pending.current) : filters;
      const next = write(apply ? apply(base, change) : { ...base, ...change });
      pending.current = next;
      setParams(next, { replace: replaces ? replaces(change) : true });
    },
    [filters, setParams, read, write, apply, replaces],
  );
  return [filters, update] as const;
}

/** A number typed in the address bar, or undefined when it is empty or not a number. */
export const numberOrUndefined = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** Search parameters from name/value pairs, leaving out the undefined ones. */
export const searchParamsOf = (entries: Array<[string, string | undefined]>) =>
  new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
