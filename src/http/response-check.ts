/**
 * Checks the answer of a call against the contract. sitekit/validation makes them; a site client without one passes
 * answers on unchecked. A strict check throws a SiteResponseValidationError; a tolerant one reports and returns.
 */
export interface ResponseCheck {
  check(operation: string, data: unknown): void;
}
