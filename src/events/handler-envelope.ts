import type { DecodedEvent, DomainEventBase } from '../../generated/types.gen.js';
import { eventDefinition } from './event-catalog.js';
import { frozenCopy } from './deep-freeze.js';
import type { EventMetadata, EventPayload, EventType, SiteEvent } from './event-types.js';

const DOMAIN_METADATA_KEYS = [
  'id',
  'entityFqdn',
  'slug',
  'entityId',
  'eventTime',
  'triggeredByAnonymizeRequest',
  'originatedFrom',
  'entityEventSequence',
] as const satisfies readonly (keyof DomainEventBase)[];

type DomainData = DomainEventBase & {
  createdEvent?: { entity: unknown };
  updatedEvent?: { currentEntity: unknown; modifiedFields?: Record<string, unknown> };
  deletedEvent?: { deletedEntity?: unknown };
  actionEvent?: { body: unknown };
};

/**
 * Handlers get (openapi/schemas/events.yaml) `{entity, metadata}` for created, `{entity, modifiedFields?, metadata}`
 * for updated, `{entity?, metadata}` for deleted, `{data, metadata}` for actions and for the non-domain events.
 * Values are the wire's, untouched: `id` stays `id`, dates stay ISO strings, deleted entities included.
 */
export function toEventPayload(event: DecodedEvent): EventPayload<EventType> {
  return buildPayload(event) as EventPayload<EventType>;
}

function buildPayload(event: DecodedEvent): object {
  const body = eventDefinition(event.eventType).body;
  if (body === 'plain') return { data: event.data, metadata: envelopeMetadata(event) };
  const data = event.data as DomainData;
  const metadata = { ...envelopeMetadata(event), ...domainMetadata(data) };
  switch (body) {
    case 'created':
      return { entity: data.createdEvent?.entity, metadata };
    case 'updated': {
      const { currentEntity, modifiedFields } = data.updatedEvent ?? {};
      return withoutUndefined({ entity: currentEntity, modifiedFields, metadata });
    }
    case 'deleted':
      return withoutUndefined({ entity: data.deletedEvent?.deletedEntity, metadata });
    case 'action':
      return { data: data.actionEvent?.body, metadata };
  }
}

function envelopeMetadata(event: DecodedEvent): EventMetadata {
  const { eventType, instanceId, identity, accountInfo } = event;
  return withoutUndefined({ eventType, instanceId, identity, accountInfo });
}

function domainMetadata(data: DomainData): DomainEventBase {
  const picked: Record<string, unknown> = {};
  for (const key of DOMAIN_METADATA_KEYS) {
    if (data[key] !== undefined) picked[key] = data[key];
  }
  return picked as DomainEventBase;
}

/** Leaves out absent fields rather than carrying `undefined`, so payloads serialise and compare as the wire does. */
function withoutUndefined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** The processed event as `process()` returns it: frozen, and sharing no object with what handlers receive. */
export function toSiteEvent(event: DecodedEvent): SiteEvent {
  const { eventType, instanceId, identity, accountInfo } = event;
  const siteEvent = withoutUndefined({ eventType, instanceId, identity, accountInfo, payload: toEventPayload(event) });
  return frozenCopy(siteEvent) as SiteEvent;
}
