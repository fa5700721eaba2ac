import { useNavigate } from '../../lib/router';
import { useDeleteProduct } from 'sitekit/react';
import type { Product } from 'sitekit';
import { ConfirmDelete } from './ConfirmDelete';

interface DeleteProductButtonProps {
  product: Product;
  /** Told when the delete starts, and when it failed. */
  onDeleting: (deleting: boolean) => void;
}

export function DeleteProductButton({ product, onDeleting }: DeleteProductButtonProps) {
  const navigate = useNavigate();
  const remove = useDeleteProduct({
    onMutate: () => onDeleting(true),
    onError: () => onDeleting(false),
    onSuccess: () => navigate('/manage/products'),
  });
  return (
    <ConfirmDelete
      label="Delete product"
      question={<>Delete “{product.name}” for good?</>}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(product.id!)}
    />
  );
}
