import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useCountProductsV3, useQueryBrandsV3, useSite } from 'sitekit/react';
import { DebouncedInput } from '../../components/DebouncedInput';
import { ProductsTable } from '../../components/manager/ProductsTable';
import { BulkEditPanelV3 } from '../../components/manager-v3/BulkEditPanelV3';
import { productColumnsV3 } from '../../components/manager-v3/productColumnsV3';
import { ProductPagesV3 } from '../../components/ProductPagesV3';
import { EmptyState } from '../../components/StatusViews';
import { useCategoryTree } from '../../hooks/useCategoryTree';
import { usePageSelection } from '../../hooks/usePageSelection';
import { useProductPagesV3 } from '../../hooks/useProductPagesV3';
import { useProductRowsV3 } from '../../hooks/useProductStockV3';
import { countOf } from '../../lib/count-words';
import {
  countOfSearchV3,
  managerSearchV3,
  NO_FILTERS_V3,
  STOCK_FILTERS,
  VISIBILITY_FILTERS,
  type ManagerFiltersV3,
  type StockFilter,
  type VisibilityFilter,
} from '../../lib/manager-product-search-v3';
import { Link, useSearchParams } from '../../lib/router';
import { SelectOptions } from '../../components/SelectOptions';

const PAGE_SIZE = 10;
const BRANDS_BY_NAME = { sort: [{ fieldName: 'name', order: 'ASC' as const }], cursorPaging: { limit: 100 } };

/** The sorts the menu offers (the column headers sort too): a column id and its direction. */
const SORTS: Record<string, { label: string; sorting: SortingState }> = {
  updated: { label: 'Last updated', sorting: [{ id: 'updatedDate', desc: true }] },
  name: { label: 'Name', sorting: [{ id: 'name', desc: false }] },
  price: { label: 'Price', sorting: [{ id: 'price', desc: false }] },
};

const sortKeyOf = (sorting: SortingState) =>
  Object.entries(SORTS).find(([, sort]) => JSON.stringify(sort.sorting) === JSON.stringify(sorting))?.[0] ?? '';

/**
 * Every product of a v3 store, hidden ones included, searched, filtered (visibility, stock, brand, category), sorted
 * and paged by the platform, with how many match; bulk changes on the rows ticked on the page shown.
 */
export function ProductsPageV3() {
  const site = useSite();
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<ManagerFiltersV3>(NO_FILTERS_V3);
  const [sorting, setSorting] = useState<SortingState>(SORTS.updated!.sorting);
  const brands = useQueryBrandsV3(BRANDS_BY_NAME);
  const { categories } = useCategoryTree(true);
  const request = managerSearchV3(site, filters, sorting, PAGE_SIZE);
  const searchKey = JSON.stringify([filters, sorting]);
  const pages = useProductPagesV3(request, searchKey, PAGE_SIZE, { fields: ['CURRENCY'] });
  const count = useCountProductsV3(countOfSearchV3(request));
  const shown = pages.products.data?.products ?? [];
  const rows = useProductRowsV3(shown);
  const selection = usePageSelection(JSON.stringify([searchKey, pages.paging.cursor]));
  const selected = shown.filter((product) => selection.selectedIds.includes(product.id!));
  const filter = (change: Partial<ManagerFiltersV3>) => setFilters((current) => ({ ...current, ...change }));
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS_V3);

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
          Search <DebouncedInput type="search" value={filters.text} onCommit={(text) => filter({ text })} />
        </label>
        <FilterSelect
          label="Visibility"
          value={filters.visibility}
          options={VISIBILITY_FILTERS}
          onChange={(visibility) => filter({ visibility: visibility as VisibilityFilter })}
        />
        <FilterSelect
          label="Stock"
          value={filters.stock}
          options={STOCK_FILTERS}
          onChange={(stock) => filter({ stock: stock as StockFilter })}
        />
        <FilterSelect
          label="Brand"
          value={filters.brandId}
          options={{
            '': 'All brands',
            ...Object.fromEntries((brands.data?.brands ?? []).map((brand) => [brand.id, brand.name])),
          }}
          onChange={(brandId) => filter({ brandId })}
        />
        <FilterSelect
          label="Category"
          value={filters.categoryId}
          options={{
            '': 'All categories',
            ...Object.fromEntries(categories.map((category) => [category.id, category.name])),
          }}
          onChange={(categoryId) => filter({ categoryId })}
        />
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
      <p className="result-count" aria-live="polite">
        {count.data?.count === undefined ? '\u00a0' : countOf(count.data.count, 'product')}
      </p>
      {selected.length > 0 && <BulkEditPanelV3 products={selected} onDeleted={selection.clear} />}
      <ProductPagesV3
        pages={pages}
        pagerLabel="Product pages"
        empty={
          <EmptyState title="No products">
            {filtered ? 'Nothing matches this search and these filters.' : 'The store has none yet.'}
          </EmptyState>
        }
      >
        {() => (
          <ProductsTable
            products={rows}
            columns={productColumnsV3}
            rowCount={count.data?.count}
            sorting={sorting}
            onSortingChange={setSorting}
            pagination={{ pageIndex: 0, pageSize: PAGE_SIZE }}
            onPaginationChange={() => undefined}
            rowSelection={selection.rowSelection}
            onRowSelectionChange={selection.onRowSelectionChange}
          />
        )}
      </ProductPagesV3>
    </section>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  /** Each option's value and label, in order. */
  options: Record<string, string | undefined>;
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions labels={options} />
      </select>
    </label>
  );
}
