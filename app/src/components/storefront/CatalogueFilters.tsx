import { useEffect, useId, useState } from 'react';
import { useStoreCollections } from '../../hooks/useStoreCollections';
import { SORTS, type SortKey, type StorefrontFilters } from '../../lib/storefront-query';
import { DebouncedInput } from '../DebouncedInput';
import { PriceRangeFields } from './PriceRangeFields';

interface CatalogueFiltersProps {
  filters: StorefrontFilters;
  onChange: (change: Partial<StorefrontFilters>) => void;
}

export function CatalogueFilters({ filters: applied, onChange: apply }: CatalogueFiltersProps) {
  const id = useId();
  const collections = useStoreCollections().data?.items ?? [];
  // The controls show a change at once; the address bar (and so `applied`) follows a moment later.
  const [filters, setFilters] = useState(applied);
  useEffect(() => setFilters(applied), [applied]);
  const onChange = (change: Partial<StorefrontFilters>) => {
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
          placeholder="Product name"
          value={filters.search}
          onCommit={(search) => onChange({ search })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-match`}>Name</label>
        <select
          id={`${id}-match`}
          value={filters.match}
          onChange={(e) => onChange({ match: e.target.value === 'contains' ? 'contains' : 'startsWith' })}
        >
          <option value="startsWith">starts with</option>
          <option value="contains">contains</option>
        </select>
      </div>
      <PriceRangeFields id={id} minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
      <div className="field">
        <label htmlFor={`${id}-collection`}>Collection</label>
        <select
          id={`${id}-collection`}
          value={filters.collection ?? ''}
          onChange={(e) => onChange({ collection: e.target.value || undefined })}
        >
          <option value="">All collections</option>
          {collections.map((collection) => (
            <option key={collection.id} value={collection.slug}>
              {collection.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Product type</label>
        <select
          id={`${id}-type`}
          value={filters.productType ?? ''}
          onChange={(e) =>
            onChange({
              productType: e.target.value === 'physical' || e.target.value === 'digital' ? e.target.value : undefined,
            })
          }
        >
          <option value="">Any type</option>
          <option value="physical">Physical</option>
          <option value="digital">Digital</option>
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
        <select id={`${id}-sort`} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
          {Object.entries(SORTS).map(([key, sort]) => (
            <option key={key} value={key}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
