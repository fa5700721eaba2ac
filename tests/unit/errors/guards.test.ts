import { describe, expect, it } from 'vitest';
import * as errors from '../../../src/errors/index.js';

describe('type guards', () => {
  it('recognise a branded object from another copy of the package without instanceof', () => {
    const foreign = { [Symbol.for('sitekit.SiteError')]: true, kind: 'network', code: 'NETWORK_ERROR' };
    expect(Object.getPrototypeOf(foreign)).toBe(Object.prototype);
    expect(errors.isSiteError(foreign)).toBe(true);
    expect(errors.isSiteNetworkError(foreign)).toBe(true);
    expect(errors.isSiteValidationError(foreign)).toBe(false);
  });

  it('reject plain errors and non-objects', () => {
    expect(errors.isSiteError(new Error('x'))).toBe(false);
    expect(errors.isSiteError(null)).toBe(false);
    expect(errors.isSiteError('SiteError')).toBe(false);
    expect(errors.isSiteError({ kind: 'network' })).toBe(false);
  });

  it('brand every subclass instance', () => {
    const error = new errors.SiteNetworkError({ message: 'down' });
    expect(error[errors.SITE_ERROR_BRAND]).toBe(true);
    expect(error).toBeInstanceOf(errors.SiteError);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('tell transient failures from refusals', () => {
    expect(errors.isTransientFailure(new errors.SiteNetworkError({ message: 'x' }))).toBe(true);
    expect(
      errors.isTransientFailure(new errors.SiteTokenError({ status: 503, statusText: 'Service Unavailable' })),
    ).toBe(true);
    expect(errors.isTransientFailure(new errors.SiteTokenError({ status: 400, statusText: 'Bad Request' }))).toBe(
      false,
    );
    expect(errors.isSiteTokenError(new errors.SiteTokenError({ status: 400 }))).toBe(true);
  });
});
