import { isSiteError, isSiteValidationError } from 'sitekit';

/** A refused field in the words of the form: which form field, and what to do about it. */
export interface PlainViolation {
  /** The form field it belongs to, or undefined when none of the form's fields is concerned. */
  field: string | undefined;
  message: string;
}

/** Where a wire path lands on a form: its first matching prefix names the form field and its label. */
export type FieldMap = ReadonlyArray<readonly [wirePrefix: RegExp, field: string, label: string]>;

/** A Zod issue (client-side) or a platform field violation, reduced to what the words need. */
interface RawViolation {
  path: string;
  /** Zod's issue code (`too_small`, `too_big`, `invalid_format`, …) or the platform's rule name. */
  rule: string | undefined;
  limit?: number;
}

/** The platform's rule names a merchant can act on, in their words. */
const RULE_WORDS: Record<string, string> = {
  DUPLICATE_SLUG_ERROR: 'Another product already has this address: choose another',
  INVALID_SLUG_FORMAT: 'Use lowercase letters, digits and single hyphens in the address',
  COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE: 'The compare-at price must be above the price',
  SKU_ALREADY_EXIST_ERROR: 'Another variant already has this SKU',
  BARCODE_ALREADY_EXIST_ERROR: 'Another variant already has this barcode',
  DESCRIPTION_SIZE_TOO_BIG: 'The description is too long',
  DUPLICATE_MEDIA_ERROR: 'This picture is there twice',
  CUSTOMIZATION_TYPE_MISMATCH:
    'The store already has a customization of another kind by this name (see Customizations): give the option another name',
};

/** Platform field names (`product.variantsInfo.variants[16].price…`) and Zod paths alike, as dotted paths. */
export const wirePath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1').replace(/^(product|inventoryItem)\./, '');

function words(label: string, violation: RawViolation): string {
  const known = violation.rule && RULE_WORDS[violation.rule];
  if (known) return known;
  switch (violation.rule) {
    case 'too_small':
      return violation.limit && violation.limit > 1
        ? `${label} needs at least ${violation.limit} characters`
        : `${label} cannot be empty`;
    case 'too_big':
      return violation.limit ? `${label} can have at most ${violation.limit} characters` : `${label} is too long`;
    case 'invalid_type':
      return `${label} is missing`;
    default:
      return `${label} is not accepted: check it`;
  }
}

function plain(violation: RawViolation, fields: FieldMap): PlainViolation {
  const path = wirePath(violation.path);
  const match = fields.find(([prefix]) => prefix.test(path));
  if (!match) return { field: undefined, message: words('A value', violation) };
  const [prefix, field, label] = match;
  // `$1` in a field name carries an index from the wire path (a picture's place in the list).
  const index = prefix.exec(path)?.[1];
  return { field: index === undefined ? field : field.replace('$1', index), message: words(label, violation) };
}

/** Zod issues from checking a request body with a generated schema, in the form's words. */
export function plainIssues(
  issues: ReadonlyArray<{ path: PropertyKey[]; code: string; minimum?: unknown; maximum?: unknown }>,
  fields: FieldMap,
): PlainViolation[] {
  return issues.map((issue) =>
    plain(
      {
        path: issue.path.map(String).join('.'),
        rule: issue.code,
        limit: Number(issue.minimum ?? issue.maximum) || undefined,
      },
      fields,
    ),
  );
}

/** The platform's refusals (application errors) that are about one field, and the wire path of that field. */
const APPLICATION_FIELDS: Record<string, string> = {
  DUPLICATE_SLUG_ERROR: 'slug',
  INVALID_SLUG_FORMAT: 'slug',
  DESCRIPTION_SIZE_TOO_BIG: 'plainDescription',
  DUPLICATE_MEDIA_ERROR: 'media',
};

const APPLICATION_WORDS: Record<string, string> = {
  REVISION_MISMATCH: 'Someone changed this product meanwhile. Reload the page to see their change, then edit again.',
  NOT_FOUND: 'This product no longer exists.',
  PERMISSION_DENIED: 'This store manager may not make this change.',
};

/**
 * A failed save in the merchant's words: field violations (the client's request check or the platform's
 * INVALID_ARGUMENT details) on the form fields they belong to, anything else as one sentence. The raw error goes to
 * the console for developers.
 */
export function plainSaveError(error: unknown, fields: FieldMap): { violations: PlainViolation[]; summary: string } {
  console.error('The save was refused:', error);
  if (isSiteValidationError(error)) {
    const violations = error.fieldViolations.map((violation) =>
      plain({ path: violation.field, rule: violation.ruleName ?? violation.violatedRule }, fields),
    );
    return { violations, summary: 'Nothing was saved: correct the fields marked below.' };
  }
  if (isSiteError(error)) {
    const path = APPLICATION_FIELDS[error.code];
    if (path)
      return {
        violations: [plain({ path, rule: error.code }, fields)],
        summary: 'Nothing was saved: correct the fields marked.',
      };
    const known = APPLICATION_WORDS[error.code] ?? RULE_WORDS[error.code];
    if (known) return { violations: [], summary: `Nothing was saved. ${known}` };
    if (error.kind === 'network' || error.kind === 'timeout')
      return { violations: [], summary: 'Nothing was saved: the store cannot be reached. Try again in a moment.' };
  }
  return { violations: [], summary: 'Nothing was saved: the store refused the change. Try again, or reload the page.' };
}
