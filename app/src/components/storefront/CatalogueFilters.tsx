import { useId } from 'react';
import { useDraftFilters } from '../../hooks/useDraftFilters';
import { useStoreCollections } from '../../hooks/useStoreCollections';
import { SORTS, type ProductTypeFilter, type StorefrontFilters } from '../../lib/storefront-query';
import { FilterForm, SelectField, TypeStockSortFields } from './FilterFields';
import { PriceRangeFields } from './PriceRangeFields';

const PRODUCT_TYPES: ReadonlyArray<readonly [ProductTypeFilter | '', string]> = [
  ['', 'Any type'],
  ['physical', 'Physical'],
  ['digital', 'Digital'],
];

interface CatalogueFiltersProps {
  filters: StorefrontFilters;
  onChange: (change: Partial<StorefrontFilters>) => void;
}

export function CatalogueFilters({ filters: applied, onChange: apply }: CatalogueFiltersProps) {
  const id = useId();
  const collections = useStoreCollections().data?.items ?? [];
  const [filters, onChange] = useDraftFilters(applied, apply);
  return (
    <FilterForm
      id={id}
      search={filters.search}
      searchPlaceholder="Product name"
      onSearch={(search) => onChange({ search })}
    >
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
      <SelectField
        id={`${id}-collection`}
        label="Collection"
        value={filters.collection ?? ''}
        options={[['', 'All collections'], ...collections.map((c) => [c.slug ?? '', c.name ?? ''] as const)]}
        onChange={(collection) => onChange({ collection: collection || undefined })}
      />
      <TypeStockSortFields
        id={id}
        filters={filters}
        types={PRODUCT_TYPES}
        sorts={SORTS}
        defaultSort={'featured'}
        onChange={onChange}
      />
    </FilterForm>
  );
}
