import type { SandboxContext } from '../kernel/context.js';
import { assertSameId } from '../kernel/http/same-id.js';

/** The services behind a V1 catalog entity's create, update and delete, and the event each one emits. */
export interface V1EntityServices<Entity> {
  create(context: SandboxContext, input: Entity): Entity;
  update(context: SandboxContext, id: string, input: Entity): Entity;
  remove(context: SandboxContext, id: string): void;
  created(context: SandboxContext, entity: Entity): void;
  changed(context: SandboxContext, id: string, changedFields: string[]): void;
  deleted(context: SandboxContext, id: string): void;
}

/**
 * What `POST /stores/v1/{entity}s`, `PATCH` and `DELETE /stores/v1/{entity}s/{id}` do, each emitting its event: a
 * create and an update answer the entity, a delete nothing. A copy of the id (`{entity}.id` in an update's body, `id`
 * in a delete's query) must repeat the path's unchanged.
 */
export function v1EntityWrites<Entity extends { id?: string }>(
  context: SandboxContext,
  entity: string,
  services: V1EntityServices<Entity>,
) {
  return {
    create(input: Entity): Entity {
      const created = services.create(context, input);
      services.created(context, created);
      return created;
    },
    update(id: string, changes: Entity): Entity {
      assertSameId(changes.id, id, `${entity}.id`);
      const updated = services.update(context, id, changes);
      services.changed(
        context,
        id,
        Object.keys(changes).filter((key) => key !== 'id'),
      );
      return updated;
    },
    remove(id: string, copy: string | undefined): Record<string, never> {
      assertSameId(copy, id);
      services.remove(context, id);
      services.deleted(context, id);
      return {};
    },
  };
}
