import { useNavigate } from '../../lib/router';
import { useCreateProduct } from 'sitekit/react';
import { ProductDetailsForm } from '../../components/manager/ProductDetailsForm';
import { MutationStatus } from '../../components/StatusViews';
import { productBody } from '../../lib/product-form';

export function NewProductPage() {
  const navigate = useNavigate();
  const create = useCreateProduct({
    onSuccess: ({ product }) => navigate(product?.id ? `/manage/products/${product.id}` : '/manage/products'),
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
