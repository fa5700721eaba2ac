import { keepPreviousData } from '@tanstack/react-query';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { useQueryProducts, useSite } from 'sitekit/react';
import { DebouncedInput } from '../../components/DebouncedInput';
import { BulkEditPanel } from '../../components/manager/BulkEditPanel';
import { productColumns } from '../../components/manager/productColumns';
import { ProductsTable } from '../../components/manager/ProductsTable';
import { Pager } from '../../components/Pager';
import { usePageSelection } from '../../hooks/usePageSelection';
import { QueryView } from '../../components/QueryView';
import { EmptyState } from '../../components/StatusViews';
import { managerProductQuery, type ManagerProductFilters, type Visibility } from '../../lib/manager-product-query';

const PAGE_SIZES = [10, 25, 50];

export function ProductsPage() {
  const site = useSite();
  const [filters, setFilters] = useState<ManagerProductFilters>({ name: '', visibility: 'all' });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'lastUpdated', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const products = useQueryProducts(managerProductQuery(site, filters, sorting, pagination), {
    placeholderData: keepPreviousData,
  });
  // A new filter, sort or page starts with nothing ticked: a bulk change acts only on rows on screen.
  const { rowSelection, onRowSelectionChange, selectedIds } = usePageSelection(
    JSON.stringify([filters, sorting, pagination]),
  );
  const filter = (change: Partial<ManagerProductFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  };

  return (
    <section aria-labelledby="products-title">
      <div className="page-heading">
        <h1 id="products-title">Products</h1>
        <Link className="button primary" to="/manage/products/new">
          New product
        </Link>
      </div>
      <div className="table-toolbar" role="search">
        <label>
          Filter by name <DebouncedInput type="search" value={filters.name} onCommit={(name) => filter({ name })} />
        </label>
        <label>
          Visibility{' '}
          <select value={filters.visibility} onChange={(e) => filter({ visibility: e.target.value as Visibility })}>
            <option value="all">All</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label>
          Rows per page{' '}
          <select
            value={pagination.pageSize}
            onChange={(e) => setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
      </div>
      {selectedIds.length > 0 && (
        <BulkEditPanel products={(products.data?.items ?? []).filter((product) => selectedIds.includes(product.id!))} />
      )}
      <QueryView
        query={products}
        noun="products"
        items={(data) => data.items}
        empty={
          <EmptyState title="No products">
            {filters.name || filters.visibility !== 'all' ? 'Nothing matches these filters.' : 'Create the first one.'}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ProductsTable
              products={data.items}
              columns={productColumns}
              rowCount={data.totalCount}
              sorting={sorting}
              onSortingChange={setSorting}
              pagination={pagination}
              onPaginationChange={setPagination}
              rowSelection={rowSelection}
              onRowSelectionChange={onRowSelectionChange}
            />
            <Pager
              label="Product pages"
              page={pagination.pageIndex}
              hasPrev={data.hasPrev}
              hasNext={data.hasNext}
              totalCount={data.totalCount}
              pageSize={pagination.pageSize}
              onPage={(pageIndex) => setPagination((current) => ({ ...current, pageIndex }))}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
