import { isTimeoutReason, SiteTimeoutError } from '../errors/transport-errors.js';
import { SiteRequestValidationError } from '../errors/validation-error.js';

/** The largest delay timers accept (2^31 − 1 ms, about 24.8 days); a larger one fires at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const RULE = `must be a finite number of milliseconds from 0 to ${MAX_TIMEOUT_MS}`;

export function isValidTimeout(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_TIMEOUT_MS;
}

/** For `createSiteClient({ timeout })`: a TypeError naming the option. */
export function assertClientTimeout(timeout: unknown): void {
  if (timeout !== undefined && !isValidTimeout(timeout)) throw new TypeError(`timeout ${RULE}, got ${String(timeout)}`);
}

/**
 * For a request about to be sent: a timeout out of range is refused (naming `timeoutMs`), and a deadline that has
 * already passed (a timeout of 0, or a signal aborted by `AbortSignal.timeout`) is a SiteTimeoutError. Nothing is sent.
 */
export function assertRequestDeadline(timeout: unknown, signal: AbortSignal | undefined): void {
  if (timeout !== undefined && !isValidTimeout(timeout)) {
    throw new SiteRequestValidationError({
      fieldViolations: [
        { field: 'timeoutMs', description: `${RULE}, got ${String(timeout)}`, violatedRule: 'VALIDATION' },
      ],
    });
  }
  if (timeout === 0 || isTimeoutReason(signal?.aborted ? signal.reason : undefined)) {
    throw new SiteTimeoutError({ message: 'Request timed out before it was sent: its deadline had already passed' });
  }
}
