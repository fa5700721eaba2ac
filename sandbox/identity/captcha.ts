import type { CaptchaToken } from '../../generated/types.gen.js';
import { applicationFailure } from '../kernel/errors.js';

export const CAPTCHA_MISSING = '-19971';
export const CAPTCHA_INVALID = '-19970';

/**
 * The sandbox's captcha rule, when captcha is switched on: at least one token element is needed, and a token is
 * invalid when it is blank or starts with `invalid` (so tests can provoke -19970 on purpose).
 */
export function checkCaptcha(required: boolean, tokens: CaptchaToken[] | undefined): void {
  if (!required) return;
  if (!tokens || tokens.length === 0) {
    throw applicationFailure(400, CAPTCHA_MISSING, 'A captcha token is required');
  }
  if (!tokens.every((token) => isValid(valueOf(token)))) {
    throw applicationFailure(400, CAPTCHA_INVALID, 'The captcha token is invalid');
  }
}

function valueOf(token: CaptchaToken): string {
  if ('Recaptcha' in token) return token.Recaptcha;
  if ('InvisibleRecaptcha' in token) return token.InvisibleRecaptcha;
  if ('NoCaptcha' in token) return token.NoCaptcha;
  return token.recaptchaForClientSiteKey.token;
}

function isValid(value: string): boolean {
  return value.trim() !== '' && !value.startsWith('invalid');
}
