import { Fragment, useCallback, useMemo, useState } from 'react';
import { ConfirmDelete } from '../../components/manager/ConfirmDelete';
import { EditorSection } from '../../components/manager/EditorSection';
import { EntityFormV3 } from '../../components/manager-v3/EntityFormV3';
import { EntityWriteStatusV3 } from '../../components/manager-v3/EntityWriteStatusV3';
import { ErrorState, LoadingState } from '../../components/StatusViews';
import { changedFields } from '../../lib/entities-v3/entity-form-values';
import type { EntityKindV3, EntityRowV3, EntityValuesV3 } from '../../lib/entities-v3/entity-kind';
import { Link, useNavigate, useParams } from '../../lib/router';
import { useEntityKindV3 } from './useEntityKindV3';

/** `/manage/<entity>/<id>`: edit one brand, ribbon, info section or customization, or delete it. */
export function EntityEditorPageV3() {
  const kind = useEntityKindV3();
  const { entityId = '' } = useParams();
  const [deleting, setDeleting] = useState(false);
  const entity = kind.useOne(entityId, !deleting);
  if (entity.isPending) return <LoadingState label={`Loading the ${kind.noun}…`} />;
  if (entity.isError) return <ErrorState error={entity.error} title={`This ${kind.noun} cannot be edited`} />;
  return (
    <EntityEditor
      key={entityId}
      kind={kind}
      entity={entity.data}
      reload={() => void entity.refetch()}
      onDeleting={setDeleting}
    />
  );
}

interface EditorProps {
  kind: EntityKindV3<EntityRowV3>;
  entity: EntityRowV3;
  reload: () => void;
  /** Told when the delete starts, and when it failed. */
  onDeleting: (deleting: boolean) => void;
}

function EntityEditor({ kind, entity, reload, onDeleting }: EditorProps) {
  const navigate = useNavigate();
  const update = kind.useUpdate();
  const remove = kind.useDelete();
  const [outcome, setOutcome] = useState<{ error?: unknown; saved?: boolean }>({});
  const initial = useMemo(() => kind.editForm.valuesOf(entity), [kind, entity]);
  // The form is keyed by the entity's revision, so it starts from the values compared with here.
  const changesOf = useCallback(
    (values: EntityValuesV3) => changedFields(values, initial, entity.revision),
    [initial, entity.revision],
  );
  const save = (values: EntityValuesV3) =>
    update.run({ id: entity.id!, changes: changesOf(values) }).then(
      () => setOutcome({ saved: true }),
      (error: unknown) => setOutcome({ error }),
    );
  const confirmDelete = () => {
    onDeleting(true);
    void remove.run(entity.id!).then(
      () => navigate(`/manage/${kind.slug}`),
      () => onDeleting(false),
    );
  };
  const name = kind.nameOf(entity);
  return (
    <div className="editor">
      <div className="page-heading">
        <h1>{name}</h1>
        <Link to={`/manage/${kind.slug}`}>All {kind.title.toLowerCase()}</Link>
      </div>
      <EditorSection title={`Edit the ${kind.noun}`}>
        {/* A saved entity comes back with a new revision: the form starts again from what the platform now holds;
            the rest of the editor (the save's outcome, an open delete confirmation) stays. */}
        <EntityFormV3
          key={entity.revision}
          form={kind.editForm}
          bodyOf={changesOf}
          values={initial}
          label={`Edit ${name}`}
          submitLabel="Save"
          busy={update.isPending}
          onSubmit={(values) => void save(values)}
        />
        <EntityWriteStatusV3
          error={outcome.error}
          success={outcome.saved && 'Saved.'}
          noun={kind.noun}
          onReload={reload}
        />
      </EditorSection>
      <Fragment key={entity.revision}>{kind.renderExtra?.(entity)}</Fragment>
      <EditorSection title={`Delete the ${kind.noun}`}>
        <ConfirmDelete
          label={`Delete ${kind.noun}`}
          question={`Delete ${name}? Products that show it change too.`}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
        />
      </EditorSection>
    </div>
  );
}
