import { describe, expect, it } from 'vitest';
import { isSiteError } from '../../../src/errors/index.js';
import * as events from '../../../src/events/index.js';

describe('event errors', () => {
  it('are SiteErrors with a stable code, recognised without instanceof', () => {
    const verification = new events.SiteEventVerificationError({ code: 'EVENT_TOKEN_REPLAYED', message: 'again' });
    const payload = new events.SiteEventPayloadError({ code: 'EVENT_PAYLOAD_INVALID', message: 'bad' });
    const unknown = new events.SiteUnknownEventTypeError('x', events.EVENT_TYPES);
    for (const error of [verification, payload, unknown]) {
      expect(isSiteError(error)).toBe(true);
      expect(events.isSiteEventError(error)).toBe(true);
    }
    expect(verification.name).toBe('SiteEventVerificationError');
    expect(events.isSiteEventVerificationError(verification)).toBe(true);
    expect(events.isSiteEventVerificationError(payload)).toBe(false);
    expect(events.isSiteEventVerificationError(unknown)).toBe(false);
    const copy = {
      ...verification,
      [Symbol.for('sitekit.SiteError')]: true,
      kind: 'event',
      code: 'EVENT_TOKEN_EXPIRED',
    };
    expect(events.isSiteEventVerificationError(copy)).toBe(true);
  });

  it('does not claim other errors', () => {
    expect(events.isSiteEventError(new Error('x'))).toBe(false);
    expect(events.isSiteEventError({ kind: 'event', code: 'EVENT_TOKEN_EXPIRED' })).toBe(false);
    expect(events.isSiteEventError(null)).toBe(false);
  });
});
