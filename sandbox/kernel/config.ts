export type SeedName = 'demo' | 'none';
/** `allow`: a refresh token stays valid after use (as on the platform); `revoke`: a reused one revokes its family. */
export type RefreshReuse = 'allow' | 'revoke';

/** Behaviour that can be changed while the sandbox runs (`POST /_sandbox/settings`); persisted in the database. */
export interface SandboxSettings {
  /** Registration (and login of an unverified member) stops at REQUIRE_EMAIL_VERIFICATION with a code in the mailbox. */
  requireEmailVerification: boolean;
  /** New members stay PENDING until approved with `POST /_sandbox/identities/approve`. */
  requireOwnerApproval: boolean;
  /** Whether registration and login need a captcha token (-19971 when missing, -19970 when invalid). */
  captcha: { register: boolean; login: boolean };
  /** Failed password attempts per email allowed in the window before login answers 429. */
  loginThrottle: { maxFailures: number; windowSeconds: number };
  accessTokenTtlSeconds: number;
  authorizationCodeTtlSeconds: number;
  sessionTokenTtlSeconds: number;
  refreshReuse: RefreshReuse;
  /** With `revoke`: a reuse this soon after the rotation answers the same rotated pair instead of revoking. */
  refreshReuseGraceSeconds: number;
  /** A family's refresh tokens expire after this long without a refresh (RFC 9700 §4.14.2). */
  refreshTokenIdleSeconds: number;
  /** Above this many matches a query answers `tooManyToCount: true` instead of an exact total. */
  countLimit: number;
}

export const defaultSettings: SandboxSettings = {
  requireEmailVerification: false,
  requireOwnerApproval: false,
  captcha: { register: false, login: false },
  loginThrottle: { maxFailures: 5, windowSeconds: 900 },
  accessTokenTtlSeconds: 4 * 60 * 60,
  authorizationCodeTtlSeconds: 60,
  sessionTokenTtlSeconds: 30 * 60,
  refreshReuse: 'allow',
  refreshReuseGraceSeconds: 10,
  refreshTokenIdleSeconds: 30 * 24 * 60 * 60,
  countLimit: 10_000,
};

export interface SandboxOptions {
  /** TCP port on 127.0.0.1; 0 picks a free one. Default 4020. */
  port?: number;
  /** SQLite file path, or `:memory:`. Default `:memory:`. */
  db?: string;
  /** `demo` fills an empty database with the demo store; `none` leaves it empty. Default `none`. */
  seed?: SeedName;
  /** Fixed credentials; when absent they are generated once and kept in the database. */
  clientId?: string;
  apiKey?: string;
  siteId?: string;
  /** Extra redirect URI patterns of the development client, besides `http://localhost:*` and `http://127.0.0.1:*`. */
  redirectUris?: string[];
  /** Browser origins allowed by CORS besides localhost and 127.0.0.1 on any port; `*` allows every origin. */
  corsOrigins?: string[];
  /** Shorthand for `settings.refreshReuse`. */
  refreshReuse?: RefreshReuse;
  /** Host names the development endpoints answer besides localhost, 127.0.0.1 and ::1 (DNS-rebinding guard). */
  allowedHosts?: string[];
  /** Initial settings; they are merged over the stored ones at start. */
  settings?: Partial<SandboxSettings>;
  /** The real clock under the sandbox clock (tests may pin it). */
  now?: () => number;
  /** Log requests to stdout. */
  logger?: boolean;
  /**
   * The catalog of a new store: `v1` (default) or `v3`. A database keeps the catalog it was created with; asking
   * for the other one on an existing database fails.
   */
  catalog?: 'v1' | 'v3';
}

export const DEFAULT_PORT = 4020;
export const LOCAL_ORIGIN_PATTERNS = ['http://localhost:*', 'http://127.0.0.1:*'];
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const STORE_CURRENCY = 'USD';
/** The v1 catalog's "All Products" collection, which holds every product and is not stored. */
export const ALL_PRODUCTS_ID = '00000000-000000-000000-000000000001';
