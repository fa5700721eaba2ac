import { useStoreCollections } from '../../hooks/useStoreCollections';
import { SORTS, type StorefrontFilters } from '../../lib/storefront-query';
import { SelectField } from './FilterFields';
import { ShopFilterForm, type AppliedFilters, type FilterDraft, type ShopFilterSpec } from './ShopFilterForm';

const SHOP_FILTERS: ShopFilterSpec<StorefrontFilters> = {
  searchPlaceholder: 'Product name',
  beforePrice: (draft) => <NameMatchField {...draft} />,
  afterPrice: (draft) => <CollectionField {...draft} />,
  types: { physical: 'Physical', digital: 'Digital' },
  sorts: SORTS,
  defaultSort: 'featured',
};

export function CatalogueFilters(props: AppliedFilters<StorefrontFilters>) {
  return <ShopFilterForm {...props} spec={SHOP_FILTERS} />;
}

/** Whether the search matches the start of a product's name or any part of it. */
function NameMatchField({ id, filters, onChange }: FilterDraft<StorefrontFilters>) {
  return (
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
  );
}

/** The store's collections, read from the platform, to show one only. */
function CollectionField({ id, filters, onChange }: FilterDraft<StorefrontFilters>) {
  const collections = useStoreCollections().data?.items ?? [];
  return (
    <SelectField
      id={`${id}-collection`}
      label="Collection"
      value={filters.collection ?? ''}
      options={[['', 'All collections'], ...collections.map((c) => [c.slug ?? '', c.name ?? ''] as const)]}
      onChange={(collection) => onChange({ collection: collection || undefined })}
    />
  );
}
