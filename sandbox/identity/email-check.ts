import type { EmailValidationResult } from '../../generated/types.gen.js';

const FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UNRESOLVABLE_TLDS = ['invalid', 'test', 'example', 'localhost'];

/**
 * The sandbox's deterministic stand-in for the platform's mail checks: a malformed address is format-invalid, a
 * domain under a reserved TLD (RFC 2606: .invalid, .test, .example, .localhost) has no DNS records, a local part
 * starting with `bounce` has bounced before. Everything else is valid.
 */
export function checkEmail(email: string): EmailValidationResult {
  if (!FORMAT.test(email))
    return { valid: false, formatInvalid: true, failure: { reason: 'EMAIL_DOMAIN_FORMAT_INVALID' } };
  const [local, domain] = email.toLowerCase().split('@') as [string, string];
  if (UNRESOLVABLE_TLDS.includes(domain.split('.').pop()!)) {
    return { valid: false, formatInvalid: false, failure: { reason: 'EMAIL_DOMAIN_MISSING_DNS_RECORDS' } };
  }
  if (local.startsWith('bounce'))
    return { valid: false, formatInvalid: false, failure: { reason: 'EMAIL_ADDRESS_BOUNCED' } };
  return { valid: true, formatInvalid: false };
}
