import { createColumnHelper } from '@tanstack/react-table';
import type { ProductV3 } from 'sitekit';
import type { ProductRowV3 } from '../../hooks/useProductStockV3';
import { mediaSrc } from '../../lib/media-src';
import { mainImageUrlV3, productPriceV3, stockLabelV3 } from '../../lib/product-display-v3';
import { Link } from '../../lib/router';
import { useStore } from '../../store-context';
import { productTableFeatures, selectColumn } from '../manager/productColumns';
import { Picture } from '../Picture';

const column = createColumnHelper<typeof productTableFeatures, ProductRowV3>();

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

/** A product's SKUs: the one of a single variant, or the first in order and how many more. */
function skusText(skus: string[] | undefined): string {
  if (!skus?.length) return '—';
  const [first] = [...skus].sort();
  return skus.length === 1 ? first! : `${first} and ${skus.length - 1} more`;
}

/** The quantity in stock when tracked, else whether it is in stock. */
const stockText = (product: ProductRowV3) => product.stockSummary?.quantity ?? stockLabelV3(product);

/**
 * The products table of a v3 store; the sortable columns' ids are the platform's sort fields
 * (lib/manager-product-search-v3.ts).
 */
export const productColumnsV3 = column.columns([
  selectColumn<ProductRowV3>(),
  column.accessor('name', { header: 'Name', cell: ({ row }) => <NameCellV3 product={row.original} /> }),
  column.accessor((product) => product.brand?.name, {
    id: 'brand',
    header: 'Brand',
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor((product) => skusText(product.stockSummary?.skus), {
    id: 'sku',
    header: 'SKU',
    enableSorting: false,
  }),
  column.accessor((product) => productPriceV3(product).current, { id: 'price', header: 'Price' }),
  column.accessor((product) => product.variantSummary?.variantCount, {
    id: 'variants',
    header: 'Variants',
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor(stockText, { id: 'stock', header: 'Stock', enableSorting: false }),
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
