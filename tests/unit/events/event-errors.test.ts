import { describe, expect, it } from 'vitest';
import { isSiteError } from '../../../src/errors/index.js';
import {
  EVENT_TYPES,
  isSiteEventError,
  isSiteEventVerificationError,
  SiteEventPayloadError,
  SiteEventVerificationError,
  SiteUnknownEventTypeError,
} from '../../../src/events/index.js';

describe('event errors', () => {
  it('are SiteErrors with a stable code, recognised without instanceof', () => {
    const verification = new SiteEventVerificationError({ code: 'EVENT_TOKEN_REPLAYED', message: 'again' });
    const payload = new SiteEventPayloadError({ code: 'EVENT_PAYLOAD_INVALID', message: 'bad' });
    const unknown = new SiteUnknownEventTypeError('x', EVENT_TYPES);
    for (const error of [verification, payload, unknown]) {
      expect(isSiteError(error)).toBe(true);
      expect(isSiteEventError(error)).toBe(true);
    }
    expect(verification.name).toBe('SiteEventVerificationError');
    expect(isSiteEventVerificationError(verification)).toBe(true);
    expect(isSiteEventVerificationError(payload)).toBe(false);
    expect(isSiteEventVerificationError(unknown)).toBe(false);
    const copy = {
      ...verification,
      [Symbol.for('sitekit.SiteError')]: true,
      kind: 'event',
      code: 'EVENT_TOKEN_EXPIRED',
    };
    expect(isSiteEventVerificationError(copy)).toBe(true);
  });

  it('does not claim other errors', () => {
    expect(isSiteEventError(new Error('x'))).toBe(false);
    expect(isSiteEventError({ kind: 'event', code: 'EVENT_TOKEN_EXPIRED' })).toBe(false);
    expect(isSiteEventError(null)).toBe(false);
  });
});
