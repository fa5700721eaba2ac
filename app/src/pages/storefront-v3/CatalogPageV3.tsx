import type { ReactNode } from 'react';
import type { CursorSearchV3 } from 'sitekit';
import { useCountProductsV3, useSite } from 'sitekit/react';
import { ProductPagesV3 } from '../../components/ProductPagesV3';
import { CatalogLayout } from '../../components/storefront/CatalogLayout';
import { EmptyState } from '../../components/StatusViews';
import { CatalogFiltersV3 } from '../../components/storefront-v3/CatalogFiltersV3';
import { ProductCardV3 } from '../../components/storefront-v3/ProductCardV3';
import { useProductPagesV3 } from '../../hooks/useProductPagesV3';
import { useStorefrontFiltersV3 } from '../../hooks/useStorefrontFiltersV3';
import { STOREFRONT_V3_PAGE_SIZE, storefrontSearchV3 } from '../../lib/storefront-v3-search';
import { countOf } from '../../lib/count-words';
import { priceRangeProblem } from '../../lib/price-range';
import { CategoryNavV3 } from '../../components/storefront-v3/CategoryNavV3';

/** The shop of a catalog v3 store: all products, searched, filtered and sorted on the server, cursor paging. */
export function CatalogPageV3() {
  return <ProductCatalogV3 />;
}

interface ProductCatalogV3Props {
  /** Only this category's products, under its name: `narrow` adds the category to the search. */
  category?: { id: string; name: string; narrow: (search: CursorSearchV3) => CursorSearchV3 };
  /** Shown above the products, e.g. the way back and the subcategories. */
  header?: ReactNode;
}

/** Products searched with the filters in the address bar, beside the category links. */
export function ProductCatalogV3({ category, header }: ProductCatalogV3Props) {
  const [filters, setFilters] = useStorefrontFiltersV3();
  const site = useSite();
  const search = storefrontSearchV3(site, filters);
  const first = category ? category.narrow(search.toRequest()) : search.toRequest();
  const searchKey = JSON.stringify([filters, category?.id]);
  const pages = useProductPagesV3(first, searchKey, STOREFRONT_V3_PAGE_SIZE, { fields: ['CURRENCY'] }, true);
  const { products } = pages;
  // How many products the search finds in all, on every page: the same filter and free text, counted.
  const { filter, search: words } = first;
  const total = useCountProductsV3({ ...(filter ? { filter } : {}), ...(words ? { search: words } : {}) }).data?.count;
  const text = filters.search.trim();

  return (
    <CatalogLayout
      filtersLabel="Search, filters and categories"
      filters={
        <>
          <CatalogFiltersV3 filters={filters} onChange={setFilters} />
          {/* In the server's HTML too: the server fetches their query with the products' (one round). */}
          <CategoryNavV3 />
        </>
      }
      title={
        text ? `Results for “${text}”${category ? ` in ${category.name}` : ''}` : (category?.name ?? 'All products')
      }
      busy={products.isFetching}
    >
      {header}
      <ProductPagesV3
        pages={pages}
        empty={
          <EmptyState title="No products match">
            {priceRangeProblem(filters.minPrice, filters.maxPrice) ??
              (category ? 'This category has no products that match.' : 'Try other words or fewer filters.')}
          </EmptyState>
        }
      >
        {(found) => (
          <>
            <p className="result-count" role="status">
              {total === undefined ? `${countOf(found.length, 'product')} on this page` : countOf(total, 'product')}
              {products.isPlaceholderData && ' (updating…)'}
            </p>
            <ul className="product-grid" aria-label="Products">
              {found.map((product) => (
                <ProductCardV3 key={product.id} product={product} />
              ))}
            </ul>
          </>
        )}
      </ProductPagesV3>
    </CatalogLayout>
  );
}
