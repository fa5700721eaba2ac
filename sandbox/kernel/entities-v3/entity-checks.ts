import { fieldFailure, validationFailure } from '../errors.js';

/** A violation of one of the platform's named rules (`violatedRule: OTHER` with the rule's name). */
export const ruleFailure = (field: string, description: string, ruleName: string) =>
  validationFailure([{ field, description, violatedRule: 'OTHER', ruleName }]);

/** A required text as the v3 entity services accept it: present, not only spaces, at most `max` characters. */
export function checkedText(value: string | undefined, path: string, max: number): string {
  if (value === undefined || value.length === 0) throw fieldFailure(path, 'is required', 'REQUIRED_FIELD');
  if (value.trim().length === 0) throw ruleFailure(path, 'must not be only spaces', 'ONLY_SPACES_STRING_ERROR');
  if (value.length > max) throw fieldFailure(path, `must be at most ${max} characters`, 'MAX_LENGTH');
  return value;
}
