import type { CaptchaToken } from '../../../generated/types.gen.js';

/** The captcha site keys of the platform's hosted pages: a visible and an invisible reCAPTCHA. */
export const CAPTCHA_VISIBLE_SITE_KEY = '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy';
export const CAPTCHA_INVISIBLE_SITE_KEY = '6LdoPaUfAAAAAJphvHoUoOob7mx0KDlXyXlgrx5v';

export interface CaptchaTokens {
  /** From the visible reCAPTCHA. */
  recaptchaToken?: string;
  /** From the invisible reCAPTCHA. */
  invisibleRecaptchaToken?: string;
}

/** One array element per token: each element is a one-of and must never carry two kinds. */
export function toWireCaptchaTokens(tokens: CaptchaTokens | undefined): CaptchaToken[] | undefined {
  const wire: CaptchaToken[] = [];
  if (tokens?.recaptchaToken) wire.push({ Recaptcha: tokens.recaptchaToken });
  if (tokens?.invisibleRecaptchaToken) wire.push({ InvisibleRecaptcha: tokens.invisibleRecaptchaToken });
  return wire.length > 0 ? wire : undefined;
}
