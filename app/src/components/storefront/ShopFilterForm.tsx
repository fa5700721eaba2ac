import { useId, type ReactNode } from 'react';
import { useDraftFilters } from '../../hooks/useDraftFilters';
import { FilterForm, TypeStockSortFields, type TypeStockSort } from './FilterFields';
import { PriceRangeFields } from './PriceRangeFields';

/** What both catalogues' shops filter by; each catalogue's filters may hold more. */
export interface ShopFilters extends TypeStockSort<string, string> {
  search: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

/** The filters as the form shows them, how to change them, and the prefix of the form's ids. */
export interface FilterDraft<F> {
  id: string;
  filters: F;
  onChange: (change: Partial<F>) => void;
}

/** What one catalogue's filter form offers. */
export interface ShopFilterSpec<F extends ShopFilters> {
  /** What the search box looks in. */
  searchPlaceholder: string;
  types: Record<NonNullable<F['productType']>, string>;
  sorts: Record<F['sort'], { label: string }>;
  defaultSort: F['sort'];
  /** Controls only this catalogue has, before the price range and after it. */
  beforePrice?: (draft: FilterDraft<F>) => ReactNode;
  afterPrice?: (draft: FilterDraft<F>) => ReactNode;
}

/** The applied filters (from the address bar) and how to change them. */
export interface AppliedFilters<F> {
  filters: F;
  onChange: (change: Partial<F>) => void;
}

interface ShopFilterFormProps<F extends ShopFilters> extends AppliedFilters<F> {
  spec: ShopFilterSpec<F>;
}

/** A shop's filter form: search, price range, the catalogue's own controls, product type, stock and sort. */
export function ShopFilterForm<F extends ShopFilters>({
  filters: applied,
  onChange: apply,
  spec,
}: ShopFilterFormProps<F>) {
  const id = useId();
  const [filters, onChange] = useDraftFilters(applied, apply);
  const draft = { id, filters, onChange };
  // Every change the shared controls make names fields all shops' filters have.
  const change = onChange as (change: Partial<ShopFilters>) => void;
  return (
    <FilterForm
      id={id}
      search={filters.search}
      searchPlaceholder={spec.searchPlaceholder}
      onSearch={(search) => change({ search })}
    >
      {spec.beforePrice?.(draft)}
      <PriceRangeFields id={id} minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={change} />
      {spec.afterPrice?.(draft)}
      <TypeStockSortFields
        id={id}
        filters={filters}
        types={spec.types}
        sorts={spec.sorts}
        defaultSort={spec.defaultSort}
        onChange={change}
      />
    </FilterForm>
  );
}
