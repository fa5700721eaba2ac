import type { SandboxContext } from '../context.js';
import { newId } from '../ids.js';
import { emitEvent } from './webhooks.js';

export type DomainEventKind = 'created' | 'updated' | 'deleted';

/**
 * Emits a domain event (`<entity fqdn>_<kind>`): the shared fields plus one body. `entityEventSequence` is the
 * entity's revision, so a receiver can drop stale deliveries.
 */
export function emitDomainEvent(
  context: SandboxContext,
  entityFqdn: string,
  kind: DomainEventKind,
  entity: { id?: string; revision?: string },
  modifiedFields: Record<string, unknown> = {},
): void {
  const body =
    kind === 'created'
      ? { createdEvent: { entity } }
      : kind === 'updated'
        ? { updatedEvent: { currentEntity: entity, modifiedFields } }
        : { deletedEvent: { deletedEntity: entity } };
  emitEvent(context, `${entityFqdn}_${kind}`, { ...sharedFields(context, entityFqdn, kind, entity), ...body });
}

/** Emits an action event (`<entity fqdn>_<slug>`, such as a stock status change): the shared fields and its body. */
export function emitActionEvent(
  context: SandboxContext,
  entityFqdn: string,
  slug: string,
  entity: { id?: string; revision?: string },
  body: object,
): void {
  emitEvent(context, `${entityFqdn}_${slug}`, {
    ...sharedFields(context, entityFqdn, slug, entity),
    actionEvent: { body },
  });
}

function sharedFields(
  context: SandboxContext,
  entityFqdn: string,
  slug: string,
  entity: { id?: string; revision?: string },
) {
  return {
    id: newId(),
    entityFqdn,
    slug,
    entityId: entity.id,
    eventTime: context.clock.nowIso(),
    triggeredByAnonymizeRequest: false,
    entityEventSequence: entity.revision ?? '1',
  };
}

export const PRODUCT_V3_FQDN = 'wix.stores.catalog.v3.product';
export const INVENTORY_ITEM_V3_FQDN = 'wix.stores.catalog.v3.inventory_item';
