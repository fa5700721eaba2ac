import { validationFailure } from '../kernel/errors.js';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;

/**
 * No control characters (C0, DEL, C1): scrypt reads a password up to its first NUL, so `"secret\u0000"` would log in
 * as `"secret"`; refusing them at registration and at login keeps one password one string.
 */
export function assertNoControlCharacters(password: string, field: string): void {
  if (/\p{Cc}/u.test(password))
    throw validationFailure([{ field, description: 'must not contain control characters', violatedRule: 'FORMAT' }]);
}

/** The sandbox's password rule for new passwords: 6 to 100 characters, none of them a control character. */
export function assertAcceptablePassword(password: string, field: string): void {
  assertNoControlCharacters(password, field);
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw validationFailure([
      {
        field,
        description: `must be at least ${PASSWORD_MIN_LENGTH} characters long`,
        violatedRule: 'MIN_LENGTH',
        data: { min: PASSWORD_MIN_LENGTH },
      },
    ]);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw validationFailure([
      {
        field,
        description: `must be at most ${PASSWORD_MAX_LENGTH} characters long`,
        violatedRule: 'MAX_LENGTH',
        data: { max: PASSWORD_MAX_LENGTH },
      },
    ]);
  }
}
