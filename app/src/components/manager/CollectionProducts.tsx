import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { useQueryProducts, useRemoveProductsFromCollection, useSite } from 'sitekit/react';
import type { Collection } from 'sitekit';
import { formatMoney } from '../../lib/product-display';
import { Pager } from '../Pager';
import { EmptyState, ErrorState, LoadingState, MutationStatus } from '../StatusViews';

const PAGE_SIZE = 10;

/** The products in the collection, a page at a time, each removable. */
export function CollectionProducts({ collection }: { collection: Collection }) {
  const id = collection.id!;
  const site = useSite();
  const [page, setPage] = useState(0);
  const products = useQueryProducts(
    site.products
      .queryProducts()
      .hasSome('collectionIds', [id])
      .ascending('name')
      .limit(PAGE_SIZE)
      .skip(page * PAGE_SIZE),
    { placeholderData: keepPreviousData },
  );
  const remove = useRemoveProductsFromCollection();
  if (products.isPending) return <LoadingState label="Loading the collection’s products…" />;
  if (products.isError) return <ErrorState error={products.error} />;
  if (products.data.items.length === 0) return <EmptyState title="No products in this collection yet" />;
  return (
    <>
      <table className="data-table compact row-list" aria-label="Products in the collection">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.data.items.map((product) => (
            <tr key={product.id}>
              <th scope="row">
                <Link to={`/manage/products/${product.id}`}>{product.name}</Link>
              </th>
              <td data-label="Price">{formatMoney(product.priceData?.price)}</td>
              <td>
                <button
                  type="button"
                  className="danger-link"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id, productIds: [product.id!] })}
                >
                  Remove {product.name}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        label="Pages of the collection"
        page={page}
        hasPrev={products.data.hasPrev}
        hasNext={products.data.hasNext}
        totalCount={products.data.totalCount}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
      <MutationStatus error={remove.error} />
    </>
  );
}
