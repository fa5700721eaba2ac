import { validationFailure } from '../errors.js';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;

/** The sandbox's password rule for new passwords: 6 to 100 characters. */
export function assertAcceptablePassword(password: string, field: string): void {
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
