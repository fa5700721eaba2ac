import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../lib/router';
import { SORTS, type SortKey, type StorefrontFilters } from '../lib/storefront-query';

const numberOrUndefined = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

function readFilters(params: URLSearchParams): StorefrontFilters {
  const sort = params.get('sort') ?? '';
  const type = params.get('type');
  return {
    search: params.get('q') ?? '',
    match: params.get('match') === 'contains' ? 'contains' : 'startsWith',
    minPrice: numberOrUndefined(params.get('min')),
    maxPrice: numberOrUndefined(params.get('max')),
    collection: params.get('collection') || undefined,
    productType: type === 'physical' || type === 'digital' ? type : undefined,
    inStockOnly: params.get('inStock') === '1',
    sort: sort in SORTS ? (sort as SortKey) : 'featured',
    page: Math.max(0, Math.floor(numberOrUndefined(params.get('page')) ?? 1) - 1),
  };
}

function writeFilters(filters: StorefrontFilters): URLSearchParams {
  const entries: Array<[string, string | undefined]> = [
    ['q', filters.search || undefined],
    ['match', filters.match === 'contains' ? 'contains' : undefined],
    ['min', filters.minPrice?.toString()],
    ['max', filters.maxPrice?.toString()],
    ['collection', filters.collection],
    ['type', filters.productType],
    ['inStock', filters.inStockOnly ? '1' : undefined],
    ['sort', filters.sort === 'featured' ? undefined : filters.sort],
    ['page', filters.page > 0 ? String(filters.page + 1) : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The storefront's filters, kept in the address bar so a filtered page can be shared and reloaded. */
export function useStorefrontFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // Filters written but not yet in the address bar: a second change right after the first must build on it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  /** Changes some filters; any change other than the page starts again at page 1. */
  const update = useCallback(
    (change: Partial<StorefrontFilters>) => {
      const base = pending.current ? readFilters(pending.current) : filters;
      const next = writeFilters({ ...base, ...change, page: change.page ?? 0 });
      pending.current = next;
      setParams(next, { replace: change.page === undefined });
    },
    [filters, setParams],
  );
  return [filters, update] as const;
}
