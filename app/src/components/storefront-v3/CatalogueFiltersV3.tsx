import { useEffect, useId, useState } from 'react';
import { SORTS_V3, type SortV3Key, type StorefrontV3Filters } from '../../lib/storefront-v3-search';
import { DebouncedInput } from '../DebouncedInput';
import { PriceRangeFields } from '../storefront/PriceRangeFields';

interface CatalogueFiltersV3Props {
  filters: StorefrontV3Filters;
  onChange: (change: Partial<StorefrontV3Filters>) => void;
}

export function CatalogueFiltersV3({ filters: applied, onChange: apply }: CatalogueFiltersV3Props) {
  const id = useId();
  // The controls show a change at once; the address bar (and so `applied`) follows a moment later.
  const [filters, setFilters] = useState(applied);
  useEffect(() => setFilters(applied), [applied]);
  const onChange = (change: Partial<StorefrontV3Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    apply(change);
  };
  return (
    <form className="filters" role="search" aria-label="Filter products" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-q`}>Search products</label>
        <DebouncedInput
          id={`${id}-q`}
          type="search"
          placeholder="Name, brand, words"
          value={filters.search}
          onCommit={(search) => onChange({ search })}
        />
      </div>
      <PriceRangeFields id={id} minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
      <div className="field">
        <label htmlFor={`${id}-type`}>Product type</label>
        <select
          id={`${id}-type`}
          value={filters.productType ?? ''}
          onChange={(e) =>
            onChange({
              productType: e.target.value === 'PHYSICAL' || e.target.value === 'DIGITAL' ? e.target.value : undefined,
            })
          }
        >
          <option value="">Any type</option>
          <option value="PHYSICAL">Physical</option>
          <option value="DIGITAL">Digital</option>
        </select>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.inStockOnly}
          onChange={(e) => onChange({ inStockOnly: e.target.checked })}
        />
        In stock only
      </label>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortV3Key })}
        >
          {Object.entries(SORTS_V3).map(([key, sort]) => (
            <option key={key} value={key}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
