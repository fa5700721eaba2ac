import { useDraftFilters, type AppliedFilters, type FilterDraft } from '../../hooks/useDraftFilters';
import { useStoreCollections } from '../../hooks/useStoreCollections';
import { PRODUCT_TYPES, SORTS, type StorefrontFilters } from '../../lib/storefront-query';
import { FilterForm, SelectField, TypeStockSortFields } from './FilterFields';
import { PriceRangeFields } from './PriceRangeFields';

const NAME_MATCHES = [
  ['startsWith', 'starts with'],
  ['contains', 'contains'],
] as const;

interface CatalogFiltersProps extends AppliedFilters<StorefrontFilters> {
  /** On a collection's page the collection is the page's own, not a filter. */
  collectionFixed?: boolean;
}

export function CatalogFilters({ collectionFixed = false, ...props }: CatalogFiltersProps) {
  const draft = useDraftFilters(props);
  return (
    <FilterForm {...draft} searchPlaceholder="Product name">
      <NameMatchField {...draft} />
      <PriceRangeFields {...draft} />
      {!collectionFixed && <CollectionField {...draft} />}
      <TypeStockSortFields {...draft} types={PRODUCT_TYPES} sorts={SORTS} defaultSort="featured" />
    </FilterForm>
  );
}

/** Whether the search matches the start of a product's name or any part of it. */
function NameMatchField({ id, filters, onChange }: FilterDraft<StorefrontFilters>) {
  return (
    <SelectField
      id={`${id}-match`}
      name="match"
      label="Name"
      value={filters.match}
      options={NAME_MATCHES}
      onChange={(match) => onChange({ match: match === 'contains' ? 'contains' : 'startsWith' })}
    />
  );
}

/** The store's collections, read from the platform, to show one only. */
function CollectionField({ id, filters, onChange }: FilterDraft<StorefrontFilters>) {
  const collections = useStoreCollections().data?.items ?? [];
  return (
    <SelectField
      id={`${id}-collection`}
      name="collection"
      label="Collection"
      value={filters.collection ?? ''}
      options={[['', 'All collections'], ...collections.map((c) => [c.slug ?? '', c.name ?? ''] as const)]}
      onChange={(collection) => onChange({ collection: collection || undefined })}
    />
  );
}
