import { isSiteRevisionConflictError } from 'sitekit';
import { ErrorState } from '../StatusViews';

const STALE_REVISION = new Error(
  'Someone changed this category after you opened it. The page now shows the latest version: check it and try again.',
);

/** A category write's failure next to its button, a stale revision in plain words; nothing otherwise. */
export function CategoryWriteStatus({ error }: { error: unknown }) {
  if (!error) return null;
  return <ErrorState title="That did not work" error={isSiteRevisionConflictError(error) ? STALE_REVISION : error} />;
}
