import { useCreateProduct } from 'sitekit/react';
import { ProductDetailsForm } from '../../components/manager/ProductDetailsForm';
import { UnsavedChangesGuard, useNavigateAfterSave } from '../../components/manager/UnsavedChangesGuard';
import { MutationStatus } from '../../components/StatusViews';
import { productBody } from '../../lib/product-form';

/**
 * A new v1 product from its details. Leaving with something typed asks first; the way to the new product's editor
 * does not.
 */
export function NewProductPage() {
  return (
    <UnsavedChangesGuard>
      <NewProductForm />
    </UnsavedChangesGuard>
  );
}

function NewProductForm() {
  const openSaved = useNavigateAfterSave();
  const create = useCreateProduct({
    onSuccess: ({ product }) => openSaved(product?.id ? `/manage/products/${product.id}` : '/manage/products'),
  });
  return (
    <section className="card" aria-labelledby="new-product-title">
      <h1 id="new-product-title">New product</h1>
      <ProductDetailsForm
        submitLabel="Create product"
        busy={create.isPending}
        onSubmit={(values) => create.mutate(productBody(values))}
      />
      <MutationStatus error={create.error} />
    </section>
  );
}
