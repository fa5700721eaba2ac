import { useMemo } from 'react';
import { useRemoveBrand, useRemoveRibbon, useUpdateProduct } from 'sitekit/react';
import type { Product } from 'sitekit';
import { detailsOf, productBody } from '../../lib/product-form';
import { MutationStatus } from '../StatusViews';
import { ProductDetailsForm } from './ProductDetailsForm';

/** Name, type, price, cost, weight, discount, brand and ribbon of a saved product. */
export function ProductDetailsEditor({ product }: { product: Product }) {
  const id = product.id!;
  const values = useMemo(() => detailsOf(product), [product]);
  const update = useUpdateProduct();
  const removeBrand = useRemoveBrand();
  const removeRibbon = useRemoveRibbon();
  // One outcome line for the three writes: each starts by clearing the others' outcome.
  const clearOutcomes = () => [update, removeBrand, removeRibbon].forEach((write) => write.reset());
  const removeButton = (label: string, remove: { mutate: (productId: string) => void }) => (
    <button
      type="button"
      className="danger-link"
      onClick={() => {
        clearOutcomes();
        remove.mutate(id);
      }}
    >
      {label}
    </button>
  );
  return (
    <>
      <ProductDetailsForm
        values={values}
        submitLabel="Save details"
        busy={update.isPending}
        onSubmit={(details) => {
          clearOutcomes();
          update.mutate({ id, product: productBody(details) });
        }}
        brandActions={product.brand && removeButton('Remove brand', removeBrand)}
        ribbonActions={product.ribbon && removeButton('Remove ribbon', removeRibbon)}
      />
      <MutationStatus
        error={update.error ?? removeBrand.error ?? removeRibbon.error}
        success={
          (update.isSuccess && 'Details saved.') ||
          (removeBrand.isSuccess && 'Brand removed.') ||
          (removeRibbon.isSuccess && 'Ribbon removed.')
        }
      />
    </>
  );
}
