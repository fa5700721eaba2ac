import { useDraftFilters, type AppliedFilters } from '../../hooks/useDraftFilters';
import { PRODUCT_TYPES_V3, SORTS_V3, type StorefrontV3Filters } from '../../lib/storefront-v3-search';
import { FilterForm, TypeStockSortFields } from '../storefront/FilterFields';
import { PriceRangeFields } from '../storefront/PriceRangeFields';

export function CatalogFiltersV3(props: AppliedFilters<StorefrontV3Filters>) {
  const draft = useDraftFilters(props);
  return (
    <FilterForm {...draft} searchPlaceholder="Name, brand or SKU">
      <PriceRangeFields {...draft} />
      <TypeStockSortFields {...draft} types={PRODUCT_TYPES_V3} sorts={SORTS_V3} defaultSort="relevance" />
    </FilterForm>
  );
}
