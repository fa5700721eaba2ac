import type {
  ColumnDef,
  RowData,
  PaginationState,
  RowSelectionState,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import { useTable } from '@tanstack/react-table';
import { productTableFeatures } from './productColumns';

interface ProductsTableProps<P extends RowData> {
  products: P[];
  /** The catalog's columns (components/manager/productColumns.tsx, components/manager-v3/productColumnsV3.tsx). */
  columns: Array<ColumnDef<typeof productTableFeatures, P>>;
  rowCount: number | undefined;
  sorting: SortingState;
  onSortingChange: (updater: Updater<SortingState>) => void;
  pagination: PaginationState;
  onPaginationChange: (updater: Updater<PaginationState>) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
}

const SORT_LABELS = { asc: 'ascending', desc: 'descending' } as const;

const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

/**
 * The products table: the platform sorts and pages (manual modes); the table keeps the UI state. Each cell names its
 * column (`data-column`) and, when the header is a text, its label (`data-label`): on a phone the rows are cards
 * that show each value under its label (styles/manager.css, `.product-list`).
 */
export function ProductsTable<P extends RowData & { id?: string }>(props: ProductsTableProps<P>) {
  const table = useTable({
    features: productTableFeatures,
    columns: props.columns,
    data: props.products,
    getRowId: (product) => product.id!,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: props.rowCount,
    state: { sorting: props.sorting, pagination: props.pagination, rowSelection: props.rowSelection },
    onSortingChange: props.onSortingChange,
    onPaginationChange: props.onPaginationChange,
    onRowSelectionChange: props.onRowSelectionChange,
  });
  return (
    <div className="table-scroll product-list">
      <table className="data-table" aria-label="Products">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        <span className="visually-hidden">{sorted ? `, sorted ${SORT_LABELS[sorted]}` : ''}</span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} aria-selected={row.getIsSelected()}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-column={cell.column.id} data-label={labelOf(cell.column.columnDef.header)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
