import type { ReactNode } from 'react';
import { errorMessage } from '../lib/error-message';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="status status-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

interface ErrorStateProps {
  error: unknown;
  title?: string;
  /** Offers a "Try again" button that runs this, e.g. a query's `refetch`. */
  onRetry?: () => void;
}

export function ErrorState({ error, title = 'Something went wrong', onRetry }: ErrorStateProps) {
  return (
    <div className="status status-error" role="alert">
      <strong>{title}</strong>
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="status status-empty">
      <strong>{title}</strong>
      {children && <p>{children}</p>}
    </div>
  );
}

/** A write's outcome next to its button: the error, or a short confirmation. */
export function MutationStatus({ error, success }: { error: unknown; success?: string | false }) {
  if (error) return <ErrorState error={error} title="That did not work" />;
  if (success)
    return (
      <p className="status status-success" role="status">
        {success}
      </p>
    );
  return null;
}
