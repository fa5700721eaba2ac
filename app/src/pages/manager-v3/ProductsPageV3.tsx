import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useSite } from 'sitekit/react';
import { DebouncedInput } from '../../components/DebouncedInput';
import { ProductsTable } from '../../components/manager/ProductsTable';
import { BulkEditPanelV3 } from '../../components/manager-v3/BulkEditPanelV3';
import { productColumnsV3, SORT_FIELDS_V3 } from '../../components/manager-v3/productColumnsV3';
import { ProductPagesV3 } from '../../components/ProductPagesV3';
import { EmptyState } from '../../components/StatusViews';
import { useProductPagesV3 } from '../../hooks/useProductPagesV3';
import { Link, useSearchParams } from '../../lib/router';

const PAGE_SIZE = 10;

/** The sorts the menu offers (the column headers sort too): a column id and its direction. */
const SORTS: Record<string, { label: string; sorting: SortingState }> = {
  updated: { label: 'Last updated', sorting: [{ id: 'updatedDate', desc: true }] },
  name: { label: 'Name', sorting: [{ id: 'name', desc: false }] },
  price: { label: 'Price', sorting: [{ id: 'price', desc: false }] },
};

const sortKeyOf = (sorting: SortingState) =>
  Object.entries(SORTS).find(([, sort]) => JSON.stringify(sort.sorting) === JSON.stringify(sorting))?.[0] ?? '';

/** Every product of a v3 store, hidden ones included, searched, sorted and paged by the platform; bulk changes. */
export function ProductsPageV3() {
  const site = useSite();
  const [search] = useSearchParams();
  const [text, setText] = useState('');
  const [sorting, setSorting] = useState<SortingState>(SORTS.updated!.sorting);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  let first = site.productsV3.searchProducts().limit(PAGE_SIZE);
  if (text.trim()) first = first.search(text.trim());
  for (const { id, desc } of sorting) {
    const field = SORT_FIELDS_V3[id];
    if (field) first = desc ? first.descending(field) : first.ascending(field);
  }
  const pages = useProductPagesV3(first, JSON.stringify([text, sorting]), PAGE_SIZE, { fields: ['CURRENCY'] });
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);

  return (
    <section aria-labelledby="products-title">
      <div className="page-heading">
        <h1 id="products-title">Products</h1>
        <Link className="button primary" to="/manage/products/new">
          New product
        </Link>
      </div>
      {search.has('deleted') && (
        <p className="status status-success" role="status">
          Product deleted.
        </p>
      )}
      <div className="table-toolbar" role="search">
        <label>
          Search <DebouncedInput type="search" value={text} onCommit={setText} />
        </label>
        <label>
          Sort by{' '}
          <select value={sortKeyOf(sorting)} onChange={(e) => setSorting(SORTS[e.target.value]!.sorting)}>
            {!sortKeyOf(sorting) && <option value="">As the columns say</option>}
            {Object.entries(SORTS).map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {selectedIds.length > 0 && <BulkEditPanelV3 ids={selectedIds} onDeleted={() => setRowSelection({})} />}
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
          <ProductsTable
            products={products}
            columns={productColumnsV3}
            rowCount={undefined}
            sorting={sorting}
            onSortingChange={setSorting}
            pagination={{ pageIndex: 0, pageSize: PAGE_SIZE }}
            onPaginationChange={() => undefined}
            rowSelection={rowSelection}
            onRowSelectionChange={setRowSelection}
          />
        )}
      </ProductPagesV3>
    </section>
  );
}
