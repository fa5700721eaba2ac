import { isSiteRevisionConflictError } from 'sitekit';
import { MutationStatus } from '../StatusViews';

interface EntityWriteStatusProps {
  error: unknown;
  success?: string | false;
  /** The entity in a sentence: "brand". */
  noun: string;
  /** Reads the entity again, so that the form starts from what the platform now holds. */
  onReload: () => void;
}

/** A write's outcome; a stale revision says that someone else saved the entity, and offers to reload it. */
export function EntityWriteStatusV3({ error, success, noun, onReload }: EntityWriteStatusProps) {
  if (!isSiteRevisionConflictError(error)) return <MutationStatus error={error} success={success} />;
  return (
    <div className="status status-error" role="alert">
      <strong>This {noun} was changed elsewhere</strong>
      <p>It was saved by someone else after you opened it, so your change was not saved. Reload it and edit again.</p>
      <button type="button" onClick={onReload}>
        Reload the {noun}
      </button>
    </div>
  );
}
