export { createEventProcessor, type EventProcessor, type EventProcessorOptions } from './processor.js';
export {
  DEFAULT_CLOCK_TOLERANCE_SECONDS,
  DEFAULT_MAX_AGE_SECONDS,
  type EventSigningAlgorithm,
  type TokenVerificationOptions,
} from './verify-token.js';
export {
  createMemoryReplayStore,
  DEFAULT_MAX_REPLAY_ENTRIES,
  type MemoryReplayStoreOptions,
  type ReplayStore,
} from './replay-store.js';
export { EVENT_TYPES, isEventType } from './event-catalog.js';
export { parseFieldPath, unflattenFields, MAX_FIELD_PATH_INDEX, type FieldPathSegment } from './unflatten-fields.js';
export {
  EventHandlersError,
  isSiteEventError,
  isSiteEventVerificationError,
  SiteEventError,
  SiteEventPayloadError,
  SiteEventVerificationError,
  SiteUnknownEventTypeError,
  type EventErrorCode,
  type EventPayloadErrorCode,
  type EventVerificationErrorCode,
} from './event-errors.js';
export type {
  ActionEventPayload,
  CreatedEventPayload,
  DeepReadonly,
  DeletedEventPayload,
  DomainEventMetadata,
  EventHandler,
  EventMetadata,
  EventPayload,
  EventType,
  EventTypeMap,
  PlainEventPayload,
  SiteEvent,
  UpdatedEventPayload,
} from './event-types.js';
