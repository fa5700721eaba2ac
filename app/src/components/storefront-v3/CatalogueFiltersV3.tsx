import { SORTS_V3, type StorefrontV3Filters } from '../../lib/storefront-v3-search';
import { ShopFilterForm, type AppliedFilters, type ShopFilterSpec } from '../storefront/ShopFilterForm';

const SHOP_FILTERS_V3: ShopFilterSpec<StorefrontV3Filters> = {
  searchPlaceholder: 'Name, brand, words',
  types: { PHYSICAL: 'Physical', DIGITAL: 'Digital' },
  sorts: SORTS_V3,
  defaultSort: 'relevance',
};

export function CatalogueFiltersV3(props: AppliedFilters<StorefrontV3Filters>) {
  return <ShopFilterForm {...props} spec={SHOP_FILTERS_V3} />;
}
