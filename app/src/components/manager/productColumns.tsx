import {
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { Link } from '../../lib/router';
import type { Product } from 'sitekit';
import { formatMoney, imageUrl, mainImage } from '../../lib/product-display';
import { Picture } from '../Picture';

export const productTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature });

/** The column of row ticks, with a tick in its header for the whole page. */
export const selectColumn = <P extends { name?: string }>() =>
  createColumnHelper<typeof productTableFeatures, P>().display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Select every product on this page"
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${row.original.name}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  });

// Columns the server cannot sort by say so (`enableSorting: false`); the others match SORT_FIELDS.
const column = createColumnHelper<typeof productTableFeatures, Product>();

export const productColumns = column.columns([
  selectColumn<Product>(),
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <span className="name-cell">
        <Picture src={imageUrl(mainImage(row.original), 'thumbnail')} alt="" width={32} height={32} />
        <Link to={`/manage/products/${row.original.id}`}>{row.original.name}</Link>
      </span>
    ),
  }),
  column.accessor('sku', { header: 'SKU', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor((product) => product.priceData?.price, {
    id: 'price',
    header: 'Price',
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.accessor((product) => product.costAndProfitData?.itemCost, {
    id: 'cost',
    header: 'Cost',
    enableSorting: false,
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.accessor('weight', { header: 'Weight (kg)', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor((product) => product.stock, {
    id: 'stock',
    header: 'Stock',
    cell: ({ getValue }) => {
      const stock = getValue();
      if (!stock?.trackInventory) return stock?.inStock === false ? 'Out of stock' : 'Not tracked';
      return stock.quantity ?? 0;
    },
  }),
  column.accessor('visible', {
    header: 'Visible',
    enableSorting: false,
    cell: ({ getValue }) => (getValue() === false ? 'Hidden' : 'Visible'),
  }),
  column.accessor('lastUpdated', {
    header: 'Updated',
    cell: ({ getValue }) => {
      const value = getValue();
      return value ? new Date(value).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';
    },
  }),
]);
