import { useId } from 'react';
import { useDraftFilters } from '../../hooks/useDraftFilters';
import { SORTS_V3, type ProductTypeV3Filter, type StorefrontV3Filters } from '../../lib/storefront-v3-search';
import { FilterForm, TypeStockSortFields } from '../storefront/FilterFields';
import { PriceRangeFields } from '../storefront/PriceRangeFields';

const PRODUCT_TYPES_V3: ReadonlyArray<readonly [ProductTypeV3Filter | '', string]> = [
  ['', 'Any type'],
  ['PHYSICAL', 'Physical'],
  ['DIGITAL', 'Digital'],
];

interface CatalogueFiltersV3Props {
  filters: StorefrontV3Filters;
  onChange: (change: Partial<StorefrontV3Filters>) => void;
}

export function CatalogueFiltersV3({ filters: applied, onChange: apply }: CatalogueFiltersV3Props) {
  const id = useId();
  const [filters, onChange] = useDraftFilters(applied, apply);
  return (
    <FilterForm
      id={id}
      search={filters.search}
      searchPlaceholder="Name, brand, words"
      onSearch={(search) => onChange({ search })}
    >
      <PriceRangeFields id={id} minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
      <TypeStockSortFields
        id={id}
        filters={filters}
        types={PRODUCT_TYPES_V3}
        sorts={SORTS_V3}
        defaultSort={'relevance'}
        onChange={onChange}
      />
    </FilterForm>
  );
}
