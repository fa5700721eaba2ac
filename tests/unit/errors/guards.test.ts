import { describe, expect, it } from 'vitest';
import {
  isSiteError,
  isSiteNetworkError,
  isSiteTokenError,
  isSiteValidationError,
  isTransientFailure,
  SITE_ERROR_BRAND,
  SiteError,
  SiteNetworkError,
  SiteTokenError,
} from '../../../src/errors/index.js';

describe('type guards', () => {
  it('recognise a branded object from another copy of the package without instanceof', () => {
    const foreign = { [Symbol.for('sitekit.SiteError')]: true, kind: 'network', code: 'NETWORK_ERROR' };
    expect(Object.getPrototypeOf(foreign)).toBe(Object.prototype);
    expect(isSiteError(foreign)).toBe(true);
    expect(isSiteNetworkError(foreign)).toBe(true);
    expect(isSiteValidationError(foreign)).toBe(false);
  });

  it('reject plain errors and non-objects', () => {
    expect(isSiteError(new Error('x'))).toBe(false);
    expect(isSiteError(null)).toBe(false);
    expect(isSiteError('SiteError')).toBe(false);
    expect(isSiteError({ kind: 'network' })).toBe(false);
  });

  it('brand every subclass instance', () => {
    const error = new SiteNetworkError({ message: 'down' });
    expect(error[SITE_ERROR_BRAND]).toBe(true);
    expect(error).toBeInstanceOf(SiteError);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('tell transient failures from refusals', () => {
    expect(isTransientFailure(new SiteNetworkError({ message: 'x' }))).toBe(true);
    expect(isTransientFailure(new SiteTokenError({ status: 503, statusText: 'Service Unavailable' }))).toBe(true);
    expect(isTransientFailure(new SiteTokenError({ status: 400, statusText: 'Bad Request' }))).toBe(false);
    expect(isSiteTokenError(new SiteTokenError({ status: 400 }))).toBe(true);
  });
});
