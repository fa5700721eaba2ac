import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductsV3SearchBuilder } from 'sitekit';
import { useSearchProductsV3, useSite } from 'sitekit/react';
import { DebouncedInput } from '../../components/DebouncedInput';
import { Pager } from '../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../components/StatusViews';
import { pageInput, useCursorPages } from '../../hooks/useCursorPages';
import { productPriceV3, stockLabelV3 } from '../../lib/product-display-v3';
import { Link } from '../../lib/router';

const PAGE_SIZE = 10;

const SORTS: Record<string, { label: string; apply: (search: ProductsV3SearchBuilder) => ProductsV3SearchBuilder }> = {
  updated: { label: 'Last updated', apply: (search) => search.descending('updatedDate') },
  name: { label: 'Name', apply: (search) => search.ascending('name') },
  price: { label: 'Price', apply: (search) => search.ascending('actualPriceRange.minValue.amount') },
};

/** Every product of a v3 store, hidden ones included, searched, sorted and paged by the platform. */
export function ProductsPageV3() {
  const site = useSite();
  const [text, setText] = useState('');
  const [sort, setSort] = useState('updated');
  const paging = useCursorPages(JSON.stringify([text, sort]));
  let first = site.productsV3.searchProducts().limit(PAGE_SIZE);
  if (text.trim()) first = first.search(text.trim());
  const input = pageInput(SORTS[sort]!.apply(first), paging.cursor, PAGE_SIZE);
  const products = useSearchProductsV3(input, { fields: ['CURRENCY'] }, { placeholderData: keepPreviousData });
  const next = products.data?.pagingMetadata?.cursors?.next;

  return (
    <section aria-labelledby="products-title">
      <div className="page-heading">
        <h1 id="products-title">Products</h1>
      </div>
      <div className="table-toolbar" role="search">
        <label>
          Search <DebouncedInput type="search" value={text} onCommit={setText} />
        </label>
        <label>
          Sort by{' '}
          <select value={sort} onChange={(e) => setSort(e.target.value)}>
            {Object.entries(SORTS).map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {products.isPending ? (
        <LoadingState label="Loading products…" />
      ) : products.isError ? (
        <ErrorState
          error={products.error}
          title="The products cannot be shown"
          onRetry={() => void products.refetch()}
        />
      ) : !products.data.products?.length ? (
        <EmptyState title="No products">{text ? 'Nothing matches this search.' : 'The store has none yet.'}</EmptyState>
      ) : (
        <>
          <table className="data-table" aria-label="Products" aria-busy={products.isFetching}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Brand</th>
                <th scope="col">Price</th>
                <th scope="col">Variants</th>
                <th scope="col">Stock</th>
                <th scope="col">Visible</th>
              </tr>
            </thead>
            <tbody>
              {products.data.products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">
                    <Link to={`/manage/products/${product.id}`}>{product.name}</Link>
                  </th>
                  <td>{product.brand?.name ?? '—'}</td>
                  <td>{productPriceV3(product).current}</td>
                  <td>{product.variantSummary?.variantCount ?? '—'}</td>
                  <td>{stockLabelV3(product)}</td>
                  <td>{product.visible === false ? 'Hidden' : 'Visible'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label="Product pages"
            page={paging.page}
            hasPrev={paging.page > 0}
            hasNext={Boolean(next) && !products.isPlaceholderData}
            totalCount={undefined}
            pageSize={PAGE_SIZE}
            onPage={(page) => (page < paging.page ? paging.previous() : next && paging.next(next))}
          />
        </>
      )}
    </section>
  );
}
