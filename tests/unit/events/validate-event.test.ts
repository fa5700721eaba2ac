import { describe, expect, it } from 'vitest';
import type { DecodedEnvelope } from '../../../src/events/decode-envelope.js';
import {
  EVENT_TYPES,
  isSiteEventError,
  SiteUnknownEventTypeError,
  type SiteEventError,
} from '../../../src/events/index.js';
import { validateDecodedEvent } from '../../../src/events/validate-event.js';
import { contractExample } from './support/contract-examples.js';
import { thrownFailure } from '../support/failure.js';

const failureOf = (action: () => unknown) => thrownFailure<SiteEventError>(action, isSiteEventError);

describe('validateDecodedEvent', () => {
  it('returns a valid event unchanged (the same object)', () => {
    const example = contractExample('wix.stores.catalog.v3.customization_created');
    expect(validateDecodedEvent(example)).toBe(example);
  });

  it('refuses an unknown event type, listing the expected ones', () => {
    const failure = failureOf(() =>
      validateDecodedEvent({ eventType: 'wix.stores.catalog.v3.brand_renamed', instanceId: 'i', data: {} }),
    );
    expect(failure).toBeInstanceOf(SiteUnknownEventTypeError);
    const unknown = failure as SiteUnknownEventTypeError;
    expect(unknown.code).toBe('EVENT_TYPE_UNKNOWN');
    expect(unknown.eventType).toBe('wix.stores.catalog.v3.brand_renamed');
    expect(unknown.expectedEventTypes).toEqual(EVENT_TYPES);
    expect(unknown.message).toBe(
      `Unexpected event type: wix.stores.catalog.v3.brand_renamed. Expected one of: ${EVENT_TYPES.join(', ')}`,
    );
    expect(unknown.message).toContain('com.wix.ecommerce.catalog.api.v1.ProductCreated, ');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'does not mistake the inherited name %s for an event type',
    (eventType) => {
      expect(failureOf(() => validateDecodedEvent({ eventType, instanceId: 'i', data: {} })).code).toBe(
        'EVENT_TYPE_UNKNOWN',
      );
    },
  );

  it.each<[string, (event: Record<string, unknown> & { data: Record<string, unknown> }) => void, RegExp]>([
    ['a created event without its body', (event) => delete event.data.createdEvent, /createdEvent/],
    [
      'a wrongly typed entity field',
      (event) => ((event.data.createdEvent as { entity: object }).entity = { name: 7 }),
      /name/,
    ],
    ['a non-ISO eventTime', (event) => (event.data.eventTime = 'last Tuesday'), /eventTime/],
    ['an unknown identity type', (event) => (event.identity = { identityType: 'ROBOT' }), /identityType/],
    ['a missing instanceId', (event) => delete event.instanceId, /instanceId/],
  ])('refuses %s', (_, corrupt, pathPattern) => {
    const event = contractExample('wix.stores.catalog.v3.brand_created') as unknown as Record<string, unknown> & {
      data: Record<string, unknown>;
    };
    corrupt(event);
    const failure = failureOf(() => validateDecodedEvent(event as unknown as DecodedEnvelope));
    expect(failure.code).toBe('EVENT_PAYLOAD_INVALID');
    expect(failure.message).toMatch(/^The wix.stores.catalog.v3.brand_created event does not match its schema: /);
    expect(failure.message).toMatch(pathPattern);
    expect(Array.isArray(failure.details)).toBe(true);
  });

  it('refuses a non-domain payload of the wrong type', () => {
    const event = contractExample('com.wix.ecommerce.catalog.api.v1.ProductChanged') as unknown as DecodedEnvelope;
    (event.data as Record<string, unknown>).changedFields = 'price';
    expect(failureOf(() => validateDecodedEvent(event)).code).toBe('EVENT_PAYLOAD_INVALID');
  });

  it('refuses an update whose modifiedFields name __proto__, constructor or prototype', () => {
    for (const path of ['__proto__.polluted', 'a[__proto__]', 'constructor.prototype.polluted']) {
      const event = contractExample('wix.stores.catalog.v3.brand_updated');
      event.data.updatedEvent.modifiedFields = { [path]: 'yes' };
      expect(failureOf(() => validateDecodedEvent(event)).code).toBe('EVENT_UNSAFE_KEY');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
