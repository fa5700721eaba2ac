import { hash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { permissionDenied, unauthenticated } from '../errors.js';
import { hashToken } from '../ids.js';
import { noteCaller } from './request-log.js';

/** Who is calling, from the Authorization header. */
export type Caller =
  | { kind: 'visitor'; visitorId: string; familyId: string }
  | { kind: 'member'; identityId: string; familyId: string }
  | { kind: 'admin' };

/**
 * Accepts a bare or `Bearer`-prefixed access token, the admin API key, or the combined
 * `<visitor access token>,<API key>` form. Access tokens are checked for expiry and revocation on every call.
 */
export function authenticate(context: SandboxContext, request: FastifyRequest): Caller {
  const caller = callerOf(context, request);
  noteCaller(request, caller);
  return caller;
}

function callerOf(context: SandboxContext, request: FastifyRequest): Caller {
  const header = request.headers.authorization?.trim().replace(/^bearer\s+/i, '');
  if (!header) throw unauthenticated('Missing Authorization header');
  const comma = header.indexOf(',');
  if (comma >= 0)
    return authenticateCombined(context, request, header.slice(0, comma).trim(), header.slice(comma + 1).trim());
  if (isApiKey(context, header)) return admin(context, request);
  return callerFromAccessToken(context, header);
}

function authenticateCombined(context: SandboxContext, request: FastifyRequest, token: string, apiKey: string): Caller {
  if (!isApiKey(context, apiKey)) throw unauthenticated('Invalid API key in the combined Authorization header');
  if (token) callerFromAccessToken(context, token);
  return admin(context, request);
}

function admin(context: SandboxContext, request: FastifyRequest): Caller {
  const siteId = request.headers['wix-site-id'];
  if (typeof siteId === 'string' && siteId !== '' && siteId !== context.credentials.siteId) {
    throw permissionDenied(`The API key does not belong to site ${siteId}`);
  }
  return { kind: 'admin' };
}

function callerFromAccessToken(context: SandboxContext, token: string): Caller {
  const info = lookUpAccessToken(context, token);
  if (info === 'expired') throw unauthenticated('Access token expired');
  if (info === 'revoked') throw unauthenticated('Access token revoked');
  if (info === 'unknown') throw unauthenticated('Invalid access token');
  return info.role === 'member'
    ? { kind: 'member', identityId: info.subjectId, familyId: info.familyId }
    : { kind: 'visitor', visitorId: info.subjectId, familyId: info.familyId };
}

export type TokenRole = 'visitor' | 'member';

export interface AccessTokenInfo {
  role: TokenRole;
  subjectId: string;
  familyId: string;
  clientId: string;
}

export type AccessTokenLookup = AccessTokenInfo | 'expired' | 'revoked' | 'unknown';

/** The family an access token belongs to (tables written by sandbox/auth/token-families.ts), or why it is refused. */
export function lookUpAccessToken(context: SandboxContext, token: string): AccessTokenLookup {
  const row = context.db.get<{
    expires_at: number;
    id: string;
    client_id: string;
    role: TokenRole;
    subject_id: string;
    revoked_at: number | null;
  }>(
    `SELECT a.expires_at, f.id, f.client_id, f.role, f.subject_id, f.revoked_at
     FROM access_tokens a JOIN token_families f ON f.id = a.family_id WHERE a.token_hash = ?`,
    hashToken(token),
  );
  if (!row) return 'unknown';
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at <= context.clock.now()) return 'expired';
  return { role: row.role, subjectId: row.subject_id, familyId: row.id, clientId: row.client_id };
}

const sha256 = (value: string): Buffer => hash('sha256', value, 'buffer');

/** The API key's digest, kept for the key it was computed from (one hash per request instead of two). */
let keyDigest: { key: string; digest: Buffer } | undefined;

export function isApiKey(context: SandboxContext, candidate: string): boolean {
  const { apiKey } = context.credentials;
  if (keyDigest?.key !== apiKey) keyDigest = { key: apiKey, digest: sha256(apiKey) };
  return timingSafeEqual(sha256(candidate), keyDigest.digest);
}

export function requireAdmin(caller: Caller, what = 'This call'): void {
  if (caller.kind !== 'admin') throw permissionDenied(`${what} needs an API key; visitors and members may not do it`);
}

export function requireMember(caller: Caller): Extract<Caller, { kind: 'member' }> {
  if (caller.kind !== 'member') throw permissionDenied('This call needs a member access token');
  return caller;
}
