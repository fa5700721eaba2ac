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
        brandActions={
          product.brand && (
            <button
              type="button"
              className="danger-link"
              onClick={() => {
                clearOutcomes();
                removeBrand.mutate(id);
              }}
            >
              Remove brand
            </button>
          )
        }
        ribbonActions={
          product.ribbon && (
            <button
              type="button"
              className="danger-link"
              onClick={() => {
                clearOutcomes();
                removeRibbon.mutate(id);
              }}
            >
              Remove ribbon
            </button>
          )
        }
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
