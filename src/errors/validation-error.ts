import { type FieldViolation, formatViolations, sortViolationsByField } from './field-violation.js';
import { SiteError, type SiteErrorInit } from './site-error.js';

export interface ValidationErrorInit extends Omit<SiteErrorInit, 'code' | 'message'> {
  fieldViolations: readonly FieldViolation[];
}

/** The server rejected fields of the request: message `INVALID_ARGUMENT: "field" description, …`, sorted by field. */
export class SiteValidationError extends SiteError {
  readonly fieldViolations: readonly FieldViolation[];

  constructor(init: ValidationErrorInit, kind: 'validation' | 'request-validation' = 'validation') {
    const fieldViolations = sortViolationsByField(init.fieldViolations);
    super(kind, { ...init, code: 'INVALID_ARGUMENT', message: formatViolations(fieldViolations) });
    this.name = 'SiteValidationError';
    this.fieldViolations = fieldViolations;
  }

  /** A copy of this error with other violations (and the message rebuilt from them). */
  withViolations(fieldViolations: readonly FieldViolation[]): SiteValidationError {
    return new SiteValidationError({ ...this.toInit(), fieldViolations }, 'validation');
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
    return new SiteRequestValidationError({ ...this.toInit(), fieldViolations });
  }
}
