import { hash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../kernel/context.js';
import { permissionDenied, unauthenticated } from '../kernel/errors.js';
import { noteCaller } from '../kernel/http/request-log.js';
import { lookUpAccessToken } from './token-families.js';

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
