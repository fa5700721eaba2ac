import type * as z from 'zod/mini';
import type { FieldViolation } from '../../../generated/types.gen.js';

type Issue = z.core.$ZodIssue;
type Path = ReadonlyArray<PropertyKey>;

export function joinPath(prefix: string, path: Path): string {
  return path.reduce<string>((field, key) => {
    if (typeof key === 'number') return `${field}[${key}]`;
    const name = String(key);
    return field ? `${field}.${name}` : name;
  }, prefix);
}

/** Turns Zod issues into the platform's field violations, naming fields by their dotted path in the request. */
export function zodIssuesToViolations(issues: readonly Issue[], prefix = ''): FieldViolation[] {
  return issues.flatMap((issue) => issueToViolations(issue, prefix));
}

function issueToViolations(issue: Issue, prefix: string): FieldViolation[] {
  const field = joinPath(prefix, issue.path) || '$';
  if (issue.code === 'invalid_union') return unionViolations(issue, field);
  return [{ field, description: describe(issue), violatedRule: ruleOf(issue), ...dataOf(issue) }];
}

/** A union failed: report the branch the input was closest to (the one not missing its own key). */
function unionViolations(issue: Extract<Issue, { code: 'invalid_union' }>, field: string): FieldViolation[] {
  const branches = issue.errors.filter((branch) => branch.length > 0);
  if (branches.length === 0)
    return [{ field, description: 'matches none of the allowed shapes', violatedRule: 'ONE_OF_ALIGNMENT' }];
  const missingKeyCount = (branch: readonly Issue[]) =>
    branch.filter((i) => i.code === 'invalid_type' && i.path.length === 1 && /received undefined/.test(i.message))
      .length;
  const best = [...branches].sort((a, b) => missingKeyCount(a) - missingKeyCount(b) || a.length - b.length)[0]!;
  if (missingKeyCount(best) > 0 && branches.every((b) => missingKeyCount(b) > 0)) {
    return [
      { field, description: 'must contain exactly one of the allowed fields', violatedRule: 'REQUIRED_ONE_OF_FIELD' },
    ];
  }
  return best.flatMap((inner) => issueToViolations(inner, field === '$' ? '' : field));
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'is required' : `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'has an invalid format' : `must be a valid ${issue.format}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${unitOf(issue.origin)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${unitOf(issue.origin)}`;
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function unitOf(origin: string): string {
  if (origin === 'string') return ' characters long';
  if (origin === 'array' || origin === 'set') return ' items';
  return '';
}

function ruleOf(issue: Issue): FieldViolation['violatedRule'] {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'REQUIRED_FIELD' : 'VALIDATION';
    case 'invalid_value':
      return 'INVALID_ENUM_VALUE';
    case 'invalid_format':
      return 'FORMAT';
    case 'too_small':
      return issue.origin === 'string' ? 'MIN_LENGTH' : issue.origin === 'array' ? 'MIN_SIZE' : 'MIN';
    case 'too_big':
      return issue.origin === 'string' ? 'MAX_LENGTH' : issue.origin === 'array' ? 'MAX_SIZE' : 'MAX';
    case 'unrecognized_keys':
      return 'FIELD_NOT_ALLOWED';
    default:
      return 'VALIDATION';
  }
}

function dataOf(issue: Issue): { data?: Record<string, unknown> } {
  if (issue.code === 'invalid_format' && issue.format === 'email') return { data: { type: 'EMAIL' } };
  if (issue.code === 'too_big') return { data: { max: issue.maximum } };
  if (issue.code === 'too_small') return { data: { min: issue.minimum } };
  return {};
}
