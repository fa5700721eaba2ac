import { describe, expect, it } from 'vitest';
import { decodeEnvelope } from '../../../src/events/decode-envelope.js';
import { isSiteEventError, type SiteEventPayloadError } from '../../../src/events/index.js';
import { envelopeClaim } from './support/raw-token.js';
import { thrownFailure } from '../support/failure.js';

const failureOf = (action: () => unknown) => thrownFailure<SiteEventPayloadError>(action, isSiteEventError);

const BRAND_TYPE = 'wix.stores.catalog.v3.brand_created';

describe('decodeEnvelope', () => {
  it('parses the envelope and its double-encoded identity and data', () => {
    const data = JSON.stringify({ id: 'e-1', createdEvent: { entity: { id: 'b-1', name: 'Brand' } } });
    const identity = JSON.stringify({ identityType: 'MEMBER', memberId: 'm-1' });
    const claim = JSON.stringify({
      eventType: BRAND_TYPE,
      instanceId: 'i-1',
      identity,
      data,
      accountInfo: { accountId: 'a-1', siteId: 's-1', newField: true },
    });
    expect(decodeEnvelope({ data: claim })).toEqual({
      eventType: BRAND_TYPE,
      instanceId: 'i-1',
      identity: { identityType: 'MEMBER', memberId: 'm-1' },
      accountInfo: { accountId: 'a-1', siteId: 's-1', newField: true },
      data: { id: 'e-1', createdEvent: { entity: { id: 'b-1', name: 'Brand' } } },
    });
  });

  it('leaves out identity and accountInfo when the envelope has none', () => {
    expect(decodeEnvelope({ data: envelopeClaim(BRAND_TYPE, '{}') })).toEqual({
      eventType: BRAND_TYPE,
      instanceId: 'b6f1e2d3-4c5a-4b7e-9f80-1a2b3c4d5e6f',
      data: {},
    });
  });

  it.each([[{ eventType: BRAND_TYPE }], [42], [undefined], [null]])(
    'refuses a data claim that is not a string: %j',
    (data) => {
      const failure = failureOf(() => decodeEnvelope({ data }));
      expect(failure.code).toBe('EVENT_DATA_CLAIM_NOT_STRING');
      expect(failure.message).toBe('Unexpected type of JWT data');
    },
  );

  it('refuses an envelope that is not JSON', () => {
    const failure = failureOf(() => decodeEnvelope({ data: '{"eventType":' }));
    expect(failure.code).toBe('EVENT_ENVELOPE_MALFORMED');
    expect(failure.message).toBe("The event's envelope is not valid JSON");
    expect(failure.cause).toBeInstanceOf(SyntaxError);
  });

  it('refuses inner data or identity that is not JSON', () => {
    expect(failureOf(() => decodeEnvelope({ data: envelopeClaim(BRAND_TYPE, '{oops') })).message).toBe(
      "The event's data is not valid JSON",
    );
    expect(failureOf(() => decodeEnvelope({ data: envelopeClaim(BRAND_TYPE, '{}', 'nope') })).message).toBe(
      "The event's identity is not valid JSON",
    );
  });

  it.each([
    ['no eventType', { instanceId: 'i', data: '{}' }],
    ['no data', { eventType: BRAND_TYPE, instanceId: 'i' }],
    ['data as an object (not double-encoded)', { eventType: BRAND_TYPE, instanceId: 'i', data: {} }],
    ['identity as an object', { eventType: BRAND_TYPE, instanceId: 'i', data: '{}', identity: {} }],
    ['an array', []],
  ])('refuses an envelope with %s', (_, envelope) => {
    const failure = failureOf(() => decodeEnvelope({ data: JSON.stringify(envelope) }));
    expect(failure.code).toBe('EVENT_ENVELOPE_MALFORMED');
    expect(Array.isArray(failure.details)).toBe(true);
  });

  it('refuses a __proto__ key anywhere in the envelope, identity or data', () => {
    const nested = '{"entity":{"tags":{"__proto__":{"polluted":true}}}}';
    expect(failureOf(() => decodeEnvelope({ data: envelopeClaim(BRAND_TYPE, nested) })).code).toBe('EVENT_UNSAFE_KEY');
    expect(
      failureOf(() => decodeEnvelope({ data: envelopeClaim(BRAND_TYPE, '{}', '{"__proto__":{"x":1}}') })).code,
    ).toBe('EVENT_UNSAFE_KEY');
    const outer = `{"eventType":"${BRAND_TYPE}","instanceId":"i","data":"{}","__proto__":{"polluted":true}}`;
    expect(failureOf(() => decodeEnvelope({ data: outer })).code).toBe('EVENT_UNSAFE_KEY');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
