import type {
  DecodedEvent,
  DomainEventBase,
  DomainEventModifiedFields,
  EventAccountInfo,
  EventIdentity,
} from '../../generated/types.gen.js';

/** Every store event of the contract, keyed by its wire `eventType`, as it reads once `identity` and `data` are parsed. */
export type EventTypeMap = { [Event in DecodedEvent as Event['eventType']]: Event };

/** A wire event type, such as `wix.stores.catalog.v3.brand_created`. */
export type EventType = keyof EventTypeMap;

/** Which body a decoded event carries: one of the four domain-event bodies, or a plain payload. */
export type EventBodyKindOf<Event extends DecodedEvent> = Event extends { data: { createdEvent: unknown } }
  ? 'created'
  : Event extends { data: { updatedEvent: unknown } }
    ? 'updated'
    : Event extends { data: { deletedEvent: unknown } }
      ? 'deleted'
      : Event extends { data: { actionEvent: unknown } }
        ? 'action'
        : 'plain';

/** What every handler learns about where an event comes from. */
export interface EventMetadata<Type extends EventType = EventType> {
  eventType: Type;
  instanceId: string;
  identity?: EventIdentity;
  accountInfo?: EventAccountInfo;
}

/** Metadata of a domain event: the envelope's facts plus the domain event's own (`id`, `entityId`, `eventTime`, …). */
export type DomainEventMetadata<Type extends EventType = EventType> = EventMetadata<Type> & DomainEventBase;

export interface CreatedEventPayload<Type extends EventType, Entity> {
  entity: Entity;
  metadata: DomainEventMetadata<Type>;
}

export interface UpdatedEventPayload<Type extends EventType, Entity> {
  entity: Entity;
  /** The wire's flat map of changed paths; `unflattenFields` turns it into nested objects. */
  modifiedFields?: DomainEventModifiedFields;
  metadata: DomainEventMetadata<Type>;
}

/** `entity` is absent when the platform did not include the deleted entity. */
export interface DeletedEventPayload<Type extends EventType, Entity> {
  entity?: Entity;
  metadata: DomainEventMetadata<Type>;
}

export interface ActionEventPayload<Type extends EventType, Body> {
  data: Body;
  metadata: DomainEventMetadata<Type>;
}

export interface PlainEventPayload<Type extends EventType, Data> {
  data: Data;
  metadata: EventMetadata<Type>;
}

type PayloadOf<Type extends EventType, Data> = Data extends { createdEvent: { entity: infer Entity } }
  ? CreatedEventPayload<Type, Entity>
  : Data extends { updatedEvent: { currentEntity: infer Entity } }
    ? UpdatedEventPayload<Type, Entity>
    : Data extends { deletedEvent: { deletedEntity?: infer Entity } }
      ? DeletedEventPayload<Type, NonNullable<Entity>>
      : Data extends { actionEvent: { body: infer Body } }
        ? ActionEventPayload<Type, Body>
        : PlainEventPayload<Type, Data>;

/** What a handler of `Type` receives (`<Name>Event` in openapi/schemas/events.yaml): wire field names, ISO dates. */
export type EventPayload<Type extends EventType> = PayloadOf<Type, EventTypeMap[Type]['data']>;

export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** A verified, decoded and validated event, frozen. Narrow it on `eventType` to get the payload's type. */
export type SiteEvent<Type extends EventType = EventType> = {
  [Each in Type]: {
    readonly eventType: Each;
    readonly instanceId: string;
    readonly identity?: DeepReadonly<EventIdentity>;
    readonly accountInfo?: DeepReadonly<EventAccountInfo>;
    readonly payload: DeepReadonly<EventPayload<Each>>;
  };
}[Type];

/** Receives its own frozen copy of the payload; another handler's copy is a different object. */
export type EventHandler<Type extends EventType> = (payload: DeepReadonly<EventPayload<Type>>) => void | Promise<void>;
