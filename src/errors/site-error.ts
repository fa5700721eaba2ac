/**
 * Marks every sitekit error. A registered symbol, so that the type guards recognise errors created by another copy of
 * the package (two bundles, a test double) where `instanceof` would fail.
 */
export const SITE_ERROR_BRAND: unique symbol = Symbol.for('sitekit.SiteError') as never;

/** What went wrong, in one word; the type guards test it. */
export type SiteErrorKind =
  | 'validation'
  | 'request-validation'
  | 'response-validation'
  | 'application'
  | 'http'
  | 'system'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'token'
  | 'oauth-flow'
  | 'event';

export interface SiteErrorInit {
  /** Stable, machine-readable code: `INVALID_ARGUMENT`, the server's application code, `NOT_FOUND`, `NETWORK_ERROR`, … */
  code: string;
  message: string;
  status?: number;
  statusText?: string;
  requestId?: string;
  /** The server's `details` object when the answer used the error envelope, otherwise whatever explains the failure. */
  details?: unknown;
  /** The raw response body, when there was a response. */
  body?: unknown;
  /** How long the server asked to wait before trying again (`Retry-After`, RFC 9110 §10.2.3), in ms. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** The one base class of every error sitekit raises. */
export class SiteError extends Error {
  readonly [SITE_ERROR_BRAND] = true as const;
  readonly kind: SiteErrorKind;
  readonly code: string;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly requestId: string | undefined;
  readonly details: unknown;
  readonly body: unknown;
  /** How long the server asked to wait before trying again (`Retry-After` of a 429 or 503), in ms. */
  readonly retryAfterMs: number | undefined;
  declare readonly cause: unknown;

  constructor(kind: SiteErrorKind, init: SiteErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'SiteError';
    this.kind = kind;
    this.code = init.code;
    this.status = init.status;
    this.statusText = init.statusText;
    this.requestId = init.requestId;
    this.details = init.details;
    this.body = init.body;
    this.retryAfterMs = init.retryAfterMs;
  }

  /**
   * What `JSON.stringify` shows: name, message and every field (status, request id, the answer's body, …), with the
   * cause as its own JSON. Transport causes are already stripped of headers and request bodies.
   */
  toJSON(): Record<string, unknown> {
    const cause = this.cause as { toJSON?: () => unknown; name?: unknown; message?: unknown } | undefined;
    const shownCause =
      typeof cause?.toJSON === 'function'
        ? cause.toJSON()
        : cause instanceof Error
          ? { name: cause.name, message: cause.message }
          : undefined;
    const fields: Record<string, unknown> = { ...(this as object) };
    return { ...fields, name: this.name, message: this.message, ...(shownCause ? { cause: shownCause } : {}) };
  }

  /** The fields this error was built from, for subclasses that derive a changed copy. */
  protected toInit(): SiteErrorInit {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      statusText: this.statusText,
      requestId: this.requestId,
      details: this.details,
      body: this.body,
      retryAfterMs: this.retryAfterMs,
      cause: this.cause,
    };
  }
}
