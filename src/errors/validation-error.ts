import {
  type FieldViolation,
  formatViolations,
  MAX_FIELD_VIOLATIONS,
  sortViolationsByField,
} from './field-violation.js';
import { SiteError, type SiteErrorInit } from './site-error.js';

export interface ValidationErrorInit extends Omit<SiteErrorInit, 'code' | 'message'> {
  fieldViolations: readonly FieldViolation[];
  /** How many further violations the answer listed beyond those kept. */
  omittedViolations?: number;
}

/** The server rejected fields of the request: message `INVALID_ARGUMENT: "field" description, …`, sorted by field. */
export class SiteValidationError extends SiteError {
  readonly fieldViolations: readonly FieldViolation[];
  /** Violations beyond {@link MAX_FIELD_VIOLATIONS}: counted, not kept. */
  readonly omittedViolations: number;

  constructor(init: ValidationErrorInit, kind: 'validation' | 'request-validation' = 'validation') {
    const kept = init.fieldViolations.slice(0, MAX_FIELD_VIOLATIONS);
    const omitted = (init.omittedViolations ?? 0) + init.fieldViolations.length - kept.length;
    const fieldViolations = sortViolationsByField(kept);
    const { omittedViolations: _omitted, ...rest } = init;
    super(kind, { ...rest, code: 'INVALID_ARGUMENT', message: formatViolations(fieldViolations, omitted) });
    this.name = 'SiteValidationError';
    this.fieldViolations = fieldViolations;
    this.omittedViolations = omitted;
  }

  /** A copy of this error with other violations (and the message rebuilt from them). */
  withViolations(fieldViolations: readonly FieldViolation[]): SiteValidationError {
    return new SiteValidationError(
      { ...this.toInit(), fieldViolations, omittedViolations: this.omittedViolations },
      'validation',
    );
  }
}

/**
 * The request was refused before it was sent: the generated request schema rejected an argument. The violations name
 * the field path inside the request body (or the path or query parameter), e.g. `"product.name"` or `"id"`.
 */
export class SiteRequestValidationError extends SiteValidationError {
  constructor(init: ValidationErrorInit) {
    super(init, 'request-validation');
    this.name = 'SiteRequestValidationError';
  }

  override withViolations(fieldViolations: readonly FieldViolation[]): SiteRequestValidationError {
    return new SiteRequestValidationError({
      ...this.toInit(),
      fieldViolations,
      omittedViolations: this.omittedViolations,
    });
  }
}
