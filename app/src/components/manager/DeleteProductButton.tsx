import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteProduct } from 'sitekit/react';
import type { Product } from '../../lib/catalog-types';
import { MutationStatus } from '../StatusViews';

/** Deleting asks once more, inline, before it happens. */
interface DeleteProductButtonProps {
  product: Product;
  /** Told when the delete starts, and when it failed. */
  onDeleting: (deleting: boolean) => void;
}

export function DeleteProductButton({ product, onDeleting }: DeleteProductButtonProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct({
    onMutate: () => onDeleting(true),
    onError: () => onDeleting(false),
    onSuccess: () => navigate('/manage/products'),
  });
  if (!confirming)
    return (
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        Delete product
      </button>
    );
  return (
    <div role="group" aria-label="Confirm deletion" className="confirm">
      <p>Delete “{product.name}” for good?</p>
      <button type="button" className="danger" onClick={() => remove.mutate(product.id!)} disabled={remove.isPending}>
        {remove.isPending ? 'Deleting…' : 'Yes, delete it'}
      </button>
      <button type="button" onClick={() => setConfirming(false)}>
        Keep it
      </button>
      <MutationStatus error={remove.error} />
    </div>
  );
}
