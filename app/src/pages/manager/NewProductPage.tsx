import { navigate } from '../../lib/router';
import { useCreateProduct } from 'sitekit/react';
import { ProductDetailsForm } from '../../components/manager/ProductDetailsForm';
import { UnsavedChangesGuard } from '../../components/manager/UnsavedChangesGuard';
import { MutationStatus } from '../../components/StatusViews';
import { productBody } from '../../lib/product-form';

/**
 * A new v1 product from its details. Leaving with something typed asks first; the way to the new product's editor
 * does not (`navigate`, which is not held).
 */
export function NewProductPage() {
  const create = useCreateProduct({
    onSuccess: ({ product }) => navigate(product?.id ? `/manage/products/${product.id}` : '/manage/products'),
  });
  return (
    <UnsavedChangesGuard>
      <section className="card" aria-labelledby="new-product-title">
        <h1 id="new-product-title">New product</h1>
        <ProductDetailsForm
          submitLabel="Create product"
          busy={create.isPending}
          onSubmit={(values) => create.mutate(productBody(values))}
        />
        <MutationStatus error={create.error} />
      </section>
    </UnsavedChangesGuard>
  );
}
