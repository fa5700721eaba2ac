import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductsV3SearchBuilder } from 'sitekit';
import { useSearchProductsV3, useSite } from 'sitekit/react';
import { DebouncedInput } from '../../components/DebouncedInput';
import { CursorPager } from '../../components/CursorPager';
import { QueryView } from '../../components/QueryView';
import { EmptyState } from '../../components/StatusViews';
import { TableHead } from '../../components/TableHead';
import { pageInput, useCursorPages } from '../../hooks/useCursorPages';
import { productPriceV3, stockLabelV3 } from '../../lib/product-display-v3';
import { Link } from '../../lib/router';

const PAGE_SIZE = 10;
const COLUMNS = ['Name', 'Brand', 'Price', 'Variants', 'Stock', 'Visible'];

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
      <QueryView
        query={products}
        noun="products"
        items={(data) => data.products}
        empty={
          <EmptyState title="No products">
            {text ? 'Nothing matches this search.' : 'The store has none yet.'}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <table className="data-table" aria-label="Products" aria-busy={products.isFetching}>
              <TableHead columns={COLUMNS} />
              <tbody>
                {data.products?.map((product) => (
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
            <CursorPager
              label="Product pages"
              paging={paging}
              next={next}
              pageSize={PAGE_SIZE}
              busy={products.isPlaceholderData}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
