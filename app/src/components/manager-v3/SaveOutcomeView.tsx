import type { SaveOutcome } from '../../hooks/useSaveProductV3';

/** A save's one outcome next to its button: a confirmation, or what went wrong in plain words. */
export function SaveOutcomeView({ outcome }: { outcome: SaveOutcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className="status status-success" role="status">
      {outcome.message}
    </p>
  ) : (
    <p className="status status-error" role="alert">
      {outcome.message}
    </p>
  );
}
