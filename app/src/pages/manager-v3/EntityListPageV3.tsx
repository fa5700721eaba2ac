import { useState } from 'react';
import { EntityFormV3 } from '../../components/manager-v3/EntityFormV3';
import { EntityTableV3 } from '../../components/manager-v3/EntityTableV3';
import { MutationStatus } from '../../components/StatusViews';
import type { EntityKindV3, EntityRowV3 } from '../../lib/entities-v3/entity-kind';
import { useNavigate } from '../../lib/router';
import { useEntityKindV3 } from './useEntityKindV3';

/** `/manage/<entity>`: the table of a v3 store's brands, ribbons, info sections or customizations, and a new one. */
export function EntityListPageV3() {
  const kind = useEntityKindV3();
  // Another entity's page is another page: its paging, selection and form start afresh.
  return <EntityList key={kind.slug} kind={kind} />;
}

function EntityList({ kind }: { kind: EntityKindV3<EntityRowV3> }) {
  const navigate = useNavigate();
  const create = kind.useCreate();
  const [failed, setFailed] = useState<unknown>();
  const submit = (body: unknown) =>
    create
      .run(body)
      .then((created) => navigate(`/manage/${kind.slug}/${(created as EntityRowV3).id}`))
      .catch(setFailed);
  return (
    <div>
      <h1>{kind.title}</h1>
      <section className="card" aria-labelledby="entity-table-title">
        <h2 id="entity-table-title">Your {kind.title.toLowerCase()}</h2>
        <EntityTableV3 kind={kind} />
      </section>
      <section className="card" aria-labelledby="entity-new-title">
        <h2 id="entity-new-title">New {kind.noun}</h2>
        <EntityFormV3
          form={kind.createForm}
          bodyOf={kind.createForm.bodyOf}
          values={kind.createForm.initial}
          label={`New ${kind.noun}`}
          submitLabel={`Create ${kind.noun}`}
          busy={create.isPending}
          onSubmit={(values) => void submit(kind.createForm.bodyOf(values))}
        />
        <MutationStatus error={failed} />
      </section>
    </div>
  );
}
