import { useState } from 'react';
import type { ProductsV3SearchBuilder } from 'sitekit';
import { useSite } from 'sitekit/react';
import { DebouncedInput } from '../../components/DebouncedInput';
import { ProductPagesV3 } from '../../components/ProductPagesV3';
import { EmptyState } from '../../components/StatusViews';
import { TableHead } from '../../components/TableHead';
import { useProductPagesV3 } from '../../hooks/useProductPagesV3';
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
  let first = site.productsV3.searchProducts().limit(PAGE_SIZE);
  if (text.trim()) first = first.search(text.trim());
  const searchKey = JSON.stringify([text, sort]);
  const pages = useProductPagesV3(SORTS[sort]!.apply(first), searchKey, PAGE_SIZE, { fields: ['CURRENCY'] });

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
      <ProductPagesV3
        pages={pages}
        pagerLabel="Product pages"
        empty={
          <EmptyState title="No products">
            {text ? 'Nothing matches this search.' : 'The store has none yet.'}
          </EmptyState>
        }
      >
        {(products) => (
          <table className="data-table" aria-label="Products" aria-busy={pages.products.isFetching}>
            <TableHead columns={COLUMNS} />
            <tbody>
              {products.map((product) => (
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
        )}
      </ProductPagesV3>
    </section>
  );
}
