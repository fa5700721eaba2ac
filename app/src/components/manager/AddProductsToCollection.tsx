import { useAddProductsToCollection, useQueryProducts, useSite } from 'sitekit/react';
import { FOUND_PRODUCTS_LIMIT, useFindProductsTerm } from '../../hooks/useFindProducts';
import type { Collection } from 'sitekit';
import { FindProductsField } from './FindProductsField';
import { EmptyState, ErrorState, LoadingState, MutationStatus } from '../StatusViews';

/** Finds products by name and adds them to the collection. */
export function AddProductsToCollection({ collection }: { collection: Collection }) {
  const id = collection.id!;
  const site = useSite();
  const { text, setText, term } = useFindProductsTerm();
  const search = site.products.queryProducts().contains('name', term).ascending('name');
  const found = useQueryProducts(search.limit(FOUND_PRODUCTS_LIMIT), { enabled: term !== '' });
  const add = useAddProductsToCollection();
  return (
    <div>
      <FindProductsField value={text} onCommit={setText} />
      {term === '' ? null : found.isPending ? (
        <LoadingState label="Searching…" />
      ) : found.isError ? (
        <ErrorState error={found.error} />
      ) : found.data.items.length === 0 ? (
        <EmptyState title="No product has that name" />
      ) : (
        <ul className="search-results" aria-label="Products found">
          {found.data.items.map((product) => {
            const inCollection = product.collectionIds?.includes(id) ?? false;
            return (
              <li key={product.id}>
                <span>{product.name}</span>
                <button
                  type="button"
                  disabled={inCollection || add.isPending}
                  onClick={() => add.mutate({ id, productIds: [product.id!] })}
                >
                  {inCollection ? 'In the collection' : `Add ${product.name}`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <MutationStatus error={add.error} />
    </div>
  );
}
