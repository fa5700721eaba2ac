import { useState } from 'react';
import type { EntityKindV3, EntityRowV3 } from '../../lib/entities-v3/entity-kind';
import { ConfirmDelete } from '../manager/ConfirmDelete';
import { MutationStatus } from '../StatusViews';

type BulkResponse = { bulkActionMetadata?: { totalSuccesses?: number; totalFailures?: number } };

interface BulkDeleteProps {
  kind: EntityKindV3<EntityRowV3>;
  ids: string[];
  onDeleted: () => void;
}

/** Deletes the selected rows in one bulk call; the platform answers per row, so failures are counted, not thrown. */
export function BulkDeleteV3({ kind, ids, onDeleted }: BulkDeleteProps) {
  const remove = kind.useBulkDelete!();
  const [outcome, setOutcome] = useState<string>();
  const run = async () => {
    const response = (await remove.run(ids)) as BulkResponse;
    const { totalSuccesses = 0, totalFailures = 0 } = response.bulkActionMetadata ?? {};
    setOutcome(`${totalSuccesses} deleted${totalFailures ? `, ${totalFailures} could not be deleted` : ''}.`);
    onDeleted();
  };
  return (
    <div className="table-toolbar" role="group" aria-label={`Selected ${kind.title.toLowerCase()}`}>
      <span>{ids.length} selected</span>
      {ids.length > 0 && (
        <ConfirmDelete
          key={ids.join()}
          label="Delete selected"
          question={`Delete ${ids.length} ${kind.title.toLowerCase()}? Products that show them change too.`}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => void run().catch(() => undefined)}
        />
      )}
      <MutationStatus error={undefined} success={outcome} />
    </div>
  );
}
