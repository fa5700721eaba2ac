import type { ProductV3 } from 'sitekit';
import { useDeleteProductV3 } from 'sitekit/react';
import { useNavigate } from '../../lib/router';
import { ConfirmDelete } from '../manager/ConfirmDelete';

interface DeleteProductButtonV3Props {
  product: ProductV3;
  /** Told when the delete starts, and when it failed. */
  onDeleting: (deleting: boolean) => void;
}

/** Deletes a v3 product once the merchant confirms, then returns to the products. */
export function DeleteProductButtonV3({ product, onDeleting }: DeleteProductButtonV3Props) {
  const navigate = useNavigate();
  const remove = useDeleteProductV3({
    onMutate: () => onDeleting(true),
    onError: () => onDeleting(false),
    onSuccess: () => navigate('/manage/products?deleted=1'),
  });
  const variants = product.variantsInfo?.variants.length ?? 0;
  return (
    <ConfirmDelete
      label="Delete product"
      question={
        <>
          Delete “{product.name}” for good, with its {variants === 1 ? 'variant' : `${variants} variants`} and their
          stock?
        </>
      }
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate([product.id!])}
    />
  );
}
