import { useState } from 'react';
import type { Category, ItemBulkResults } from 'sitekit';
import { useBulkAddItemsToCategory, useBulkRemoveItemsFromCategory, useSearchProductsV3, useSite } from 'sitekit/react';
import { useProductPagesV3 } from '../../hooks/useProductPagesV3';
import { useSelection } from '../../hooks/useSelection';
import { FOUND_PRODUCTS_LIMIT, useFindProductsTerm } from '../../hooks/useFindProducts';
import { bulkOutcome, productItems } from '../../lib/category-form';
import { Link } from '../../lib/router';
import { TREE } from '../../lib/shop-categories-v3';
import { inCategory } from '../../lib/category-search';
import { FindProductsField } from '../manager/FindProductsField';
import { ProductPagesV3 } from '../ProductPagesV3';
import { QueryView } from '../QueryView';
import { EmptyState, MutationStatus } from '../StatusViews';

const PAGE_SIZE = 10;

/** The category's products (hidden ones too), a page at a time, removed in bulk; below, products to add in bulk. */
export function CategoryProductsV3({ category }: { category: Category }) {
  const id = category.id!;
  const site = useSite();
  const first = inCategory(site.productsV3.searchProducts().ascending('name').limit(PAGE_SIZE).toRequest(), id);
  const pages = useProductPagesV3(first, id, PAGE_SIZE);
  const remove = useBulkRemoveItemsFromCategory();
  const [outcome, setOutcome] = useState('');
  const done = (verb: string) => (response: ItemBulkResults) => setOutcome(bulkOutcome(verb, response));
  return (
    <>
      <ProductPagesV3
        pages={pages}
        noun="products of the category"
        pagerLabel="Pages of the category"
        empty={<EmptyState title="No products in this category yet">Add some below.</EmptyState>}
      >
        {(products) => (
          <ProductChecklist
            label="Products in the category"
            products={products}
            action="Remove selected"
            busy={remove.isPending}
            onAction={(ids) => remove.mutate([id, productItems(ids), TREE], { onSuccess: done('Removed') })}
          />
        )}
      </ProductPagesV3>
      <AddProductsToCategoryV3 category={category} onDone={done('Added')} />
      <MutationStatus error={remove.error} success={outcome} />
    </>
  );
}

/** Finds products by free text and adds the chosen ones to the category in one call. */
function AddProductsToCategoryV3({
  category,
  onDone,
}: {
  category: Category;
  onDone: (response: ItemBulkResults) => void;
}) {
  const site = useSite();
  const { text, setText, term } = useFindProductsTerm();
  const search = site.productsV3.searchProducts().search(term);
  const found = useSearchProductsV3(search.limit(FOUND_PRODUCTS_LIMIT), undefined, { enabled: term !== '' });
  const add = useBulkAddItemsToCategory();
  return (
    <div>
      <FindProductsField value={text} onCommit={setText} />
      {term !== '' && (
        <QueryView
          query={found}
          noun="products found"
          items={(data) => data.products}
          empty={<EmptyState title="No product matches" />}
        >
          {(data) => (
            <ProductChecklist
              label="Products found"
              products={data.products ?? []}
              action={`Add selected to ${category.name}`}
              busy={add.isPending}
              onAction={(ids) => add.mutate([category.id!, productItems(ids), TREE], { onSuccess: onDone })}
            />
          )}
        </QueryView>
      )}
      <MutationStatus error={add.error} />
    </div>
  );
}

interface ProductChecklistProps {
  label: string;
  products: ReadonlyArray<{ id?: string; name?: string }>;
  action: string;
  busy: boolean;
  onAction: (productIds: string[]) => void;
}

/** Products with a checkbox each, and one button that acts on the checked ones. */
function ProductChecklist({ label, products, action, busy, onAction }: ProductChecklistProps) {
  const { selected: checked, toggle, clear } = useSelection();
  const chosen = products.map((product) => product.id ?? '').filter((productId) => checked.has(productId));
  return (
    <div>
      <ul className="search-results" aria-label={label}>
        {products.map((product) => (
          <li key={product.id}>
            <label>
              <input
                type="checkbox"
                checked={checked.has(product.id ?? '')}
                onChange={() => toggle(product.id ?? '')}
              />{' '}
              {product.name}
            </label>{' '}
            <Link to={`/manage/products/${product.id}`}>Edit</Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={busy || chosen.length === 0}
        onClick={() => {
          onAction(chosen);
          clear();
        }}
      >
        {action}
      </button>
    </div>
  );
}
