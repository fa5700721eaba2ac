import { categoryWriteError } from '../../lib/category-form';

/** A category write's failure next to its button, a stale revision in plain words; nothing otherwise. */
export function CategoryWriteStatus({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="status status-error" role="alert">
      <strong>That did not work</strong>
      <p>{categoryWriteError(error)}</p>
    </div>
  );
}
