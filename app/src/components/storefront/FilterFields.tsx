import { useEffect, useRef, type ReactNode } from 'react';
import type { FilterDraft } from '../../hooks/useDraftFilters';
import { useHydrated } from '../../hooks/useHydrated';
import { changedBeforeHydration, formQuery } from '../../lib/changed-before-hydration';
import { useNavigate } from '../../lib/router';
import { DebouncedInput } from '../DebouncedInput';

interface SelectFieldProps<V extends string> {
  id: string;
  /** The field's name in the address (the form submits without JavaScript too). */
  name: string;
  label: string;
  value: V | '';
  options: ReadonlyArray<readonly [value: V | '', label: string]>;
  onChange: (value: V | '') => void;
}

/** A labelled drop-down of the filter form. */
export function SelectField<V extends string>({ id, name, label, value, options, onChange }: SelectFieldProps<V>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled checkbox of the filter form. */
export function CheckboxField(props: {
  /** The field's name in the address, `1` when checked. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={props.name}
        value="1"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.children}
    </label>
  );
}

/** The sort choices of a sort table (`{ key: { label } }`) as drop-down options. */
export const sortOptions = <K extends string>(sorts: Record<K, { label: string }>) =>
  (Object.entries(sorts) as Array<[K, { label: string }]>).map(([key, sort]) => [key, sort.label] as const);

/** The filters both catalogs' shops have: a product type, in stock only, and a sort. */
export interface TypeStockSort<T extends string, S extends string> {
  productType: T | undefined;
  inStockOnly: boolean;
  sort: S;
}

interface TypeStockSortFieldsProps<T extends string, S extends string> extends FilterDraft<TypeStockSort<T, S>> {
  /** Each product type's label. */
  types: Record<T, string>;
  sorts: Record<S, { label: string }>;
  defaultSort: S;
}

/** The product type, in-stock and sort controls of a shop's filter form. */
export function TypeStockSortFields<T extends string, S extends string>(props: TypeStockSortFieldsProps<T, S>) {
  const { id, filters, onChange } = props;
  return (
    <>
      <SelectField
        id={`${id}-type`}
        name="type"
        label="Product type"
        value={filters.productType ?? ''}
        options={[['', 'Any type'], ...(Object.entries(props.types) as Array<[T, string]>)]}
        onChange={(productType) => onChange({ productType: productType || undefined })}
      />
      <CheckboxField name="inStock" checked={filters.inStockOnly} onChange={(inStockOnly) => onChange({ inStockOnly })}>
        In stock only
      </CheckboxField>
      <SelectField
        id={`${id}-sort`}
        name="sort"
        label="Sort by"
        value={filters.sort}
        options={sortOptions(props.sorts)}
        onChange={(sort) => onChange({ sort: sort || props.defaultSort })}
      />
    </>
  );
}

interface FilterFormProps extends FilterDraft<{ search: string }> {
  /** What the search box looks in, as its placeholder. */
  searchPlaceholder: string;
  children: ReactNode;
}

/**
 * A shop's filter form: the search box first (applied once typing pauses), then the other controls, each applied as
 * it changes. Without JavaScript it is a plain GET form of the same fields the address holds, with a button to apply
 * them; what a visitor changed in it before the page was live is applied once it is, as that button would have.
 */
export function FilterForm({ id, filters, onChange, searchPlaceholder, children }: FilterFormProps) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // Only a form the server rendered can hold a change no handler saw; one the browser renders has its handlers at once.
  const serverRendered = useRef(!hydrated);
  const navigate = useNavigate();
  useEffect(() => {
    if (serverRendered.current && form.current && changedBeforeHydration(form.current))
      navigate(formQuery(form.current));
  }, []);
  return (
    <form
      ref={form}
      className="filters"
      role="search"
      aria-label="Filter products"
      method="get"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="field">
        <label htmlFor={`${id}-q`}>Search products</label>
        <DebouncedInput
          id={`${id}-q`}
          name="q"
          type="search"
          placeholder={searchPlaceholder}
          value={filters.search}
          onCommit={(search) => onChange({ search })}
        />
      </div>
      {children}
      {!hydrated && <button type="submit">Apply filters</button>}
    </form>
  );
}
