import { ProductDetailsFormV3 } from '../../components/manager-v3/ProductDetailsFormV3';
import { UnsavedChangesGuard, useNavigateAfterSave } from '../../components/manager/UnsavedChangesGuard';

/**
 * A new v3 product from its details; its editor opens once it exists, to add options, variants and stock. Leaving
 * with something typed asks first; the way to the new product's editor does not.
 */
export function NewProductPageV3() {
  return (
    <UnsavedChangesGuard>
      <NewProductFormV3 />
    </UnsavedChangesGuard>
  );
}

function NewProductFormV3() {
  const openSaved = useNavigateAfterSave();
  return (
    <section className="card" aria-labelledby="new-product-title">
      <h1 id="new-product-title">New product</h1>
      <p className="hint">Once it is created, add its options (sizes, colours…), variants and stock.</p>
      <ProductDetailsFormV3
        submitLabel="Create product"
        onSaved={(product) => openSaved(`/manage/products/${product.id}?created=1`)}
      />
    </section>
  );
}
