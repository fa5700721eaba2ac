import { keepPreviousData } from '@tanstack/react-query';
import { useGetCollectionBySlug, useQueryProducts, useSite } from 'sitekit/react';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { EmptyState, ErrorState } from '../../components/StatusViews';
import { CatalogFilters } from '../../components/storefront/CatalogFilters';
import { CatalogLayout } from '../../components/storefront/CatalogLayout';
import { ProductCard } from '../../components/storefront/ProductCard';
import { useAddressWith } from '../../hooks/useAddressWith';
import { useStorefrontFilters } from '../../hooks/useStorefrontFilters';
import { STOREFRONT_PAGE_SIZE, storefrontQuery } from '../../lib/storefront-query';
import { countOf } from '../../lib/count-words';
import { priceRangeProblem } from '../../lib/price-range';

/** The shop of a catalog v1 store: every product, or one collection's (its page, or the filter in the address). */
export function CatalogPage({ collection: collectionSlug }: { collection?: string }) {
  const [addressFilters, setFilters] = useStorefrontFilters();
  const filters = collectionSlug ? { ...addressFilters, collection: collectionSlug } : addressFilters;
  const collection = useGetCollectionBySlug(filters.collection ?? '', { enabled: Boolean(filters.collection) });
  const collectionId = collection.data?.collection?.id;
  const waitingForCollection = Boolean(filters.collection) && !collectionId;
  const site = useSite();
  const addressWith = useAddressWith();
  const products = useQueryProducts(storefrontQuery(site, filters, collectionId), {
    enabled: !waitingForCollection,
    placeholderData: keepPreviousData,
  });

  return (
    <CatalogLayout
      filters={<CatalogFilters filters={filters} onChange={setFilters} collectionFixed={Boolean(collectionSlug)} />}
      title={collection.data?.collection?.name ?? 'All products'}
      busy={products.isFetching}
    >
      {collection.isError ? (
        <ErrorState error={collection.error} title="This collection cannot be shown" />
      ) : (
        <QueryView
          query={products}
          noun="products"
          items={(data) => data.items}
          empty={
            <EmptyState title="No products match">
              {priceRangeProblem(filters.minPrice, filters.maxPrice) ?? 'Try a shorter search or fewer filters.'}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <p className="result-count" role="status">
                {countOf(data.totalCount ?? data.items.length, 'product')}
                {products.isPlaceholderData && ' (updating…)'}
              </p>
              <ul className="product-grid" aria-label="Products">
                {data.items.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </ul>
              <Pager
                page={filters.page}
                hasPrev={data.hasPrev}
                hasNext={data.hasNext}
                totalCount={data.totalCount}
                pageSize={STOREFRONT_PAGE_SIZE}
                onPage={(page) => setFilters({ page })}
                addressOf={(page) => addressWith({ page: page > 0 ? String(page + 1) : undefined })}
              />
            </>
          )}
        </QueryView>
      )}
    </CatalogLayout>
  );
}
