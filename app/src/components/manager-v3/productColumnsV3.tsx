import { createColumnHelper } from '@tanstack/react-table';
import type { ProductV3 } from 'sitekit';
import { mediaSrc } from '../../lib/media-src';
import { mainImageUrlV3, productPriceV3, stockLabelV3 } from '../../lib/product-display-v3';
import { Link } from '../../lib/router';
import { useStore } from '../../store-context';
import { productTableFeatures, selectColumn } from '../manager/productColumns';
import { Picture } from '../Picture';

const column = createColumnHelper<typeof productTableFeatures, ProductV3>();

function NameCellV3({ product }: { product: ProductV3 }) {
  const { config } = useStore();
  const image = mediaSrc(mainImageUrlV3(product), config.apiUrl);
  return (
    <span className="name-cell">
      {image ? (
        <Picture src={image} alt="" width={32} height={32} />
      ) : (
        <span className="thumb-missing" aria-hidden="true" />
      )}
      <Link to={`/manage/products/${product.id}`}>{product.name}</Link>
    </span>
  );
}

/** The products table of a v3 store; the sortable columns' ids are the platform's sort fields (SORT_FIELDS_V3). */
export const productColumnsV3 = column.columns([
  selectColumn<ProductV3>(),
  column.accessor('name', { header: 'Name', cell: ({ row }) => <NameCellV3 product={row.original} /> }),
  column.accessor((product) => product.brand?.name, {
    id: 'brand',
    header: 'Brand',
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor((product) => productPriceV3(product).current, { id: 'price', header: 'Price' }),
  column.accessor((product) => product.variantSummary?.variantCount, {
    id: 'variants',
    header: 'Variants',
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor((product) => stockLabelV3(product), { id: 'stock', header: 'Stock', enableSorting: false }),
  column.accessor('visible', {
    header: 'Visible',
    enableSorting: false,
    cell: ({ getValue }) => (getValue() === false ? 'Hidden' : 'Visible'),
  }),
  column.accessor('updatedDate', {
    header: 'Updated',
    cell: ({ getValue }) => {
      const value = getValue();
      return value ? new Date(value).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';
    },
  }),
]);

/** The platform's sort field of each sortable column. */
export const SORT_FIELDS_V3: Record<string, string> = {
  name: 'name',
  price: 'actualPriceRange.minValue.amount',
  updatedDate: 'updatedDate',
};
