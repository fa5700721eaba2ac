import { useState, type ReactNode } from 'react';
import { MutationStatus } from '../StatusViews';

interface ConfirmDeleteProps {
  /** The first button's text, e.g. "Delete product". */
  label: string;
  /** The question asked once more, inline, before deleting. */
  question: ReactNode;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
}

/** A delete button that asks once more, inline, before it acts. */
export function ConfirmDelete({ label, question, pending, error, onConfirm }: ConfirmDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        {label}
      </button>
    );
  return (
    <div role="group" aria-label="Confirm deletion" className="confirm">
      <p>{question}</p>
      <button type="button" className="danger" onClick={onConfirm} disabled={pending}>
        {pending ? 'Deleting…' : 'Yes, delete it'}
      </button>
      <button type="button" onClick={() => setConfirming(false)}>
        Keep it
      </button>
      <MutationStatus error={error} />
    </div>
  );
}
