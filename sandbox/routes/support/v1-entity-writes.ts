import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.js';
import { assertSameId } from '../../http/same-id.js';
import { adminOnly } from './access.js';
import { contract } from './contract.js';
import { operations } from './operation.js';

/** The services behind a V1 catalogue entity's create, update and delete, and the event each one emits. */
export interface V1EntityWrites<Entity> {
  create(context: SandboxContext, input: Entity): Entity;
  update(context: SandboxContext, id: string, input: Entity): Entity;
  remove(context: SandboxContext, id: string): void;
  created(context: SandboxContext, entity: Entity): void;
  changed(context: SandboxContext, id: string, changedFields: string[]): void;
  deleted(context: SandboxContext, id: string): void;
}

/**
 * `POST /stores/v1/{one}s`, `PATCH` and `DELETE /stores/v1/{one}s/:id` for the API key: each answers the entity
 * (`{}` for a delete) and emits its event. A body or query repeating the id must repeat it unchanged.
 */
export function registerV1EntityWrites<Entity extends { id?: string }>(
  app: FastifyInstance,
  context: SandboxContext,
  name: 'Product' | 'Collection',
  entity: V1EntityWrites<Entity>,
): void {
  const one = name.toLowerCase();
  const prefix = `/stores/v1/${one}s`;
  const write = operations(app, adminOnly(context, 'Catalogue writes'));
  const input = (body: object) => (body as Record<string, Entity>)[one]!;

  write.post(prefix, contract(`Create${name}`), ({ body }) => {
    const created = entity.create(context, input(body));
    entity.created(context, created);
    return { [one]: created };
  });
  write.patch(`${prefix}/:id`, contract(`Update${name}`), ({ params: { id }, body }) => {
    const changes = input(body);
    assertSameId(changes.id, id, `${one}.id`);
    const updated = entity.update(context, id, changes);
    entity.changed(
      context,
      id,
      Object.keys(changes).filter((key) => key !== 'id'),
    );
    return { [one]: updated };
  });
  write.delete(`${prefix}/:id`, contract(`Delete${name}`), ({ params: { id }, query }) => {
    assertSameId(query.id, id);
    entity.remove(context, id);
    entity.deleted(context, id);
    return {};
  });
}
