import { isSiteError } from '../errors/guards.js';
import { SiteError, type SiteErrorKind } from '../errors/site-error.js';
import type { EventType, SiteEvent } from './event-types.js';

/** Every code, listed once: the code types and the guards' sets are derived from these lists. */
const VERIFICATION_CODES = [
  'EVENT_TOKEN_MALFORMED',
  'EVENT_ALGORITHM_NOT_ALLOWED',
  'EVENT_SIGNATURE_INVALID',
  'EVENT_KEY_UNUSABLE',
  'EVENT_TOKEN_EXPIRED',
  'EVENT_TOKEN_TOO_OLD',
  'EVENT_TOKEN_NOT_YET_VALID',
  'EVENT_CLAIM_MISSING',
  'EVENT_ISSUER_MISMATCH',
  'EVENT_AUDIENCE_MISMATCH',
  'EVENT_CLAIM_INVALID',
  'EVENT_TOKEN_REPLAYED',
  'EVENT_TOKEN_TOO_LARGE',
] as const;

const PAYLOAD_CODES = [
  'EVENT_DATA_CLAIM_NOT_STRING',
  'EVENT_ENVELOPE_MALFORMED',
  'EVENT_PAYLOAD_INVALID',
  'EVENT_UNSAFE_KEY',
  'EVENT_FIELD_PATH_INVALID',
] as const;

/** The token could not be trusted; answer the delivery with 401 and do not act on it. */
export type EventVerificationErrorCode = (typeof VERIFICATION_CODES)[number];

/** The token was genuine but what it carries is not an event this contract describes. */
export type EventPayloadErrorCode = (typeof PAYLOAD_CODES)[number];

export type EventErrorCode = EventVerificationErrorCode | EventPayloadErrorCode | 'EVENT_TYPE_UNKNOWN';

const EVENT_ERROR_KIND: SiteErrorKind = 'event';

interface EventErrorInit<Code extends EventErrorCode> {
  code: Code;
  message: string;
  details?: unknown;
  cause?: unknown;
}

export class SiteEventError<Code extends EventErrorCode = EventErrorCode> extends SiteError {
  declare readonly code: Code;

  constructor(init: EventErrorInit<Code>) {
    super(EVENT_ERROR_KIND, init);
    this.name = 'SiteEventError';
  }
}

export class SiteEventVerificationError extends SiteEventError<EventVerificationErrorCode> {
  constructor(init: EventErrorInit<EventVerificationErrorCode>) {
    super(init);
    this.name = 'SiteEventVerificationError';
  }
}

export class SiteEventPayloadError extends SiteEventError<EventPayloadErrorCode> {
  constructor(init: EventErrorInit<EventPayloadErrorCode>) {
    super(init);
    this.name = 'SiteEventPayloadError';
  }
}

export class SiteUnknownEventTypeError extends SiteEventError<'EVENT_TYPE_UNKNOWN'> {
  readonly eventType: string;
  readonly expectedEventTypes: readonly EventType[];

  constructor(eventType: string, expectedEventTypes: readonly EventType[]) {
    super({
      code: 'EVENT_TYPE_UNKNOWN',
      message: `Unexpected event type: ${eventType}. Expected one of: ${expectedEventTypes.join(', ')}`,
      details: { eventType, expectedEventTypes },
    });
    this.name = 'SiteUnknownEventTypeError';
    this.eventType = eventType;
    this.expectedEventTypes = expectedEventTypes;
  }
}

/** One or more handlers failed; `errors` holds their failures and `event` the event they were given. */
export class EventHandlersError extends AggregateError {
  readonly event: SiteEvent;

  constructor(event: SiteEvent, errors: unknown[], handlerCount: number) {
    super(errors, `${errors.length} of ${handlerCount} handlers for ${event.eventType} failed`);
    this.name = 'EventHandlersError';
    this.event = event;
  }
}

const VERIFICATION_CODE_SET: ReadonlySet<string> = new Set(VERIFICATION_CODES);
const PAYLOAD_CODE_SET: ReadonlySet<string> = new Set([...PAYLOAD_CODES, 'EVENT_TYPE_UNKNOWN']);

/** True for every error `sitekit/events` raises about a delivery, also one from another copy of the package. */
export function isSiteEventError(value: unknown): value is SiteEventError {
  return (
    isSiteError(value) &&
    value.kind === EVENT_ERROR_KIND &&
    (VERIFICATION_CODE_SET.has(value.code) || PAYLOAD_CODE_SET.has(value.code))
  );
}

/** The delivery cannot be trusted (bad signature, stale, replayed, …): answer 401 and ignore it. */
export function isSiteEventVerificationError(value: unknown): value is SiteEventVerificationError {
  return isSiteEventError(value) && VERIFICATION_CODE_SET.has(value.code);
}
