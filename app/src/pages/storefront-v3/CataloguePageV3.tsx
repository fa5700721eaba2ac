import { keepPreviousData } from '@tanstack/react-query';
import { useSearchProductsV3, useSite } from 'sitekit/react';
import { Pager } from '../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../components/StatusViews';
import { CatalogueFiltersV3 } from '../../components/storefront-v3/CatalogueFiltersV3';
import { ProductCardV3 } from '../../components/storefront-v3/ProductCardV3';
import { pageInput, useCursorPages } from '../../hooks/useCursorPages';
import { useStorefrontFiltersV3 } from '../../hooks/useStorefrontFiltersV3';
import { STOREFRONT_V3_PAGE_SIZE, storefrontSearchV3 } from '../../lib/storefront-v3-search';

/** The shop of a catalogue v3 store: free-text search, filters and sort on the server, cursor paging. */
export function CataloguePageV3() {
  const [filters, setFilters] = useStorefrontFiltersV3();
  const site = useSite();
  const paging = useCursorPages(JSON.stringify(filters));
  const input = pageInput(storefrontSearchV3(site, filters), paging.cursor, STOREFRONT_V3_PAGE_SIZE);
  const products = useSearchProductsV3(input, { fields: ['CURRENCY'] }, { placeholderData: keepPreviousData });
  const next = products.data?.pagingMetadata?.cursors?.next;

  return (
    <div className="catalogue">
      <section className="catalogue-sidebar" aria-label="Filters">
        <CatalogueFiltersV3 filters={filters} onChange={setFilters} />
      </section>
      <section className="catalogue-results" aria-labelledby="catalogue-title" aria-busy={products.isFetching}>
        <h1 id="catalogue-title">
          {filters.search.trim() ? `Results for “${filters.search.trim()}”` : 'All products'}
        </h1>
        {products.isPending ? (
          <LoadingState label="Loading products…" />
        ) : products.isError ? (
          <ErrorState
            error={products.error}
            title="The products cannot be shown"
            onRetry={() => void products.refetch()}
          />
        ) : !products.data.products?.length ? (
          <EmptyState title="No products match">Try other words or fewer filters.</EmptyState>
        ) : (
          <>
            <p className="result-count" role="status">
              {products.data.products.length} products on this page
              {products.isPlaceholderData && ' (updating…)'}
            </p>
            <ul className="product-grid" aria-label="Products">
              {products.data.products.map((product) => (
                <ProductCardV3 key={product.id} product={product} />
              ))}
            </ul>
            <Pager
              page={paging.page}
              hasPrev={paging.page > 0}
              hasNext={Boolean(next) && !products.isPlaceholderData}
              totalCount={undefined}
              pageSize={STOREFRONT_V3_PAGE_SIZE}
              onPage={(page) => (page < paging.page ? paging.previous() : next && paging.next(next))}
            />
          </>
        )}
      </section>
    </div>
  );
}
