import { keepPreviousData } from '@tanstack/react-query';
import { useSearchProductsV3, useSite } from 'sitekit/react';
import { CursorPager } from '../../components/CursorPager';
import { QueryView } from '../../components/QueryView';
import { CatalogueLayout } from '../../components/storefront/CatalogueLayout';
import { EmptyState } from '../../components/StatusViews';
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
    <CatalogueLayout
      filters={<CatalogueFiltersV3 filters={filters} onChange={setFilters} />}
      title={filters.search.trim() ? `Results for “${filters.search.trim()}”` : 'All products'}
      busy={products.isFetching}
    >
      <QueryView
        query={products}
        noun="products"
        items={(data) => data.products}
        empty={<EmptyState title="No products match">Try other words or fewer filters.</EmptyState>}
      >
        {(data) => (
          <>
            <p className="result-count" role="status">
              {data.products?.length} products on this page{products.isPlaceholderData && ' (updating…)'}
            </p>
            <ul className="product-grid" aria-label="Products">
              {data.products?.map((product) => (
                <ProductCardV3 key={product.id} product={product} />
              ))}
            </ul>
            <CursorPager
              paging={paging}
              next={next}
              pageSize={STOREFRONT_V3_PAGE_SIZE}
              busy={products.isPlaceholderData}
            />
          </>
        )}
      </QueryView>
    </CatalogueLayout>
  );
}
