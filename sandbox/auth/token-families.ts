import type { TokenGrantResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../context.js';
import { oauthFailure } from '../errors.js';
import { hashToken, newId, newOpaqueToken } from '../ids.js';

export type TokenRole = 'visitor' | 'member';

export interface AccessTokenInfo {
  role: TokenRole;
  subjectId: string;
  familyId: string;
  clientId: string;
}

interface FamilyRow {
  id: string;
  client_id: string;
  role: TokenRole;
  subject_id: string;
  revoked_at: number | null;
}

/**
 * Tokens come in families: one family per login (or anonymous visit). Every refresh answers a new pair inside the
 * family. What a refresh token that was already used does depends on the `refreshReuse` setting (sandbox/README.md):
 * `allow` keeps it valid, `revoke` treats it as theft and revokes the whole family, except within a short grace
 * window, where it gets the same rotated pair again. Either way a family unused for the idle period expires.
 */
export interface StartedFamily {
  grant: TokenGrantResponse;
  familyId: string;
}

export function startFamily(
  context: SandboxContext,
  clientId: string,
  role: TokenRole,
  subjectId: string,
  sessionHash: string | null = null,
): StartedFamily {
  const familyId = newId();
  context.db.run(
    `INSERT INTO token_families (id, client_id, role, subject_id, created_at, last_used_at, session_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    familyId,
    clientId,
    role,
    subjectId,
    context.clock.now(),
    context.clock.now(),
    sessionHash,
  );
  return { grant: issueInFamily(context, familyId), familyId };
}

function issueInFamily(context: SandboxContext, familyId: string): TokenGrantResponse {
  const accessToken = newOpaqueToken('OauthNG.JWS');
  const refreshToken = newOpaqueToken('JWS');
  const now = context.clock.now();
  const ttl = context.settings.accessTokenTtlSeconds;
  context.db.run(
    'INSERT INTO access_tokens (token_hash, family_id, expires_at) VALUES (?, ?, ?)',
    hashToken(accessToken),
    familyId,
    now + ttl * 1000,
  );
  context.db.run(
    'INSERT INTO refresh_tokens (token_hash, family_id, issued_at) VALUES (?, ?, ?)',
    hashToken(refreshToken),
    familyId,
    now,
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ttl,
    token_type: 'Bearer',
    scope: 'offline_access',
  };
}

interface RefreshRow extends FamilyRow {
  rotated_at: number | null;
  successor: string | null;
  family_id: string;
  created_at: number;
  last_used_at: number | null;
}

/** Checks run before any write; a detected reuse is revoked (and committed) before the failure is thrown. */
export function refreshFamily(
  context: SandboxContext,
  refreshToken: string,
  clientId: string | undefined,
): TokenGrantResponse {
  const row = context.db.get<RefreshRow>(
    `SELECT r.rotated_at, r.successor, r.family_id, f.* FROM refresh_tokens r
     JOIN token_families f ON f.id = r.family_id WHERE r.token_hash = ?`,
    hashToken(refreshToken),
  );
  if (!row || row.revoked_at !== null)
    throw oauthFailure(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked.');
  if (clientId !== undefined && clientId !== row.client_id) {
    throw oauthFailure(400, 'invalid_grant', 'The refresh token was issued to another client.');
  }
  if (isIdle(context, row)) throw oauthFailure(400, 'invalid_grant', 'The refresh token expired unused.');
  if (row.role === 'member' && !memberIsActive(context, row.subject_id)) {
    revokeFamily(context, row.family_id);
    throw oauthFailure(400, 'invalid_grant', 'The member is no longer active.');
  }
  if (row.rotated_at !== null && context.settings.refreshReuse === 'revoke') return answerReuse(context, row);
  return rotate(context, refreshToken, row.family_id);
}

function isIdle(context: SandboxContext, row: RefreshRow): boolean {
  const lastUsed = row.last_used_at ?? row.created_at;
  return context.clock.now() - lastUsed > context.settings.refreshTokenIdleSeconds * 1000;
}

/** With `revoke`: the same rotated pair within the grace window (a lost answer, a second tab), else revocation. */
function answerReuse(context: SandboxContext, row: RefreshRow): TokenGrantResponse {
  const graceEnds = row.rotated_at! + context.settings.refreshReuseGraceSeconds * 1000;
  if (row.successor !== null && context.clock.now() <= graceEnds) {
    const grant = JSON.parse(row.successor) as TokenGrantResponse & { expires_at: number };
    const { expires_at: expiresAt, ...answer } = grant;
    return { ...answer, expires_in: Math.max(0, Math.floor((expiresAt - context.clock.now()) / 1000)) };
  }
  revokeFamily(context, row.family_id);
  throw oauthFailure(400, 'invalid_grant', 'The refresh token was already used; its token family has been revoked.');
}

function rotate(context: SandboxContext, refreshToken: string, familyId: string): TokenGrantResponse {
  return context.db.transaction(() => {
    const grant = issueInFamily(context, familyId);
    const now = context.clock.now();
    forgetOldSuccessors(context, familyId, now);
    // Kept only where a reuse can be answered with it, and only for the grace window.
    const successor =
      context.settings.refreshReuse === 'revoke'
        ? JSON.stringify({ ...grant, expires_at: now + grant.expires_in * 1000 })
        : null;
    context.db.run(
      `UPDATE refresh_tokens SET rotated_at = COALESCE(rotated_at, ?), successor = COALESCE(successor, ?)
       WHERE token_hash = ?`,
      now,
      successor,
      hashToken(refreshToken),
    );
    context.db.run('UPDATE token_families SET last_used_at = ? WHERE id = ?', now, familyId);
    return grant;
  });
}

function forgetOldSuccessors(context: SandboxContext, familyId: string, now: number): void {
  context.db.run(
    'UPDATE refresh_tokens SET successor = NULL WHERE family_id = ? AND successor IS NOT NULL AND rotated_at < ?',
    familyId,
    now - context.settings.refreshReuseGraceSeconds * 1000,
  );
}

export function revokeFamily(context: SandboxContext, familyId: string): void {
  context.db.run(
    'UPDATE token_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    context.clock.now(),
    familyId,
  );
}

/** Hosted logout: the families minted through codes of this hosted session. */
export function revokeFamiliesOfSession(context: SandboxContext, sessionToken: string): void {
  context.db.run(
    'UPDATE token_families SET revoked_at = ? WHERE session_hash = ? AND revoked_at IS NULL',
    context.clock.now(),
    hashToken(sessionToken),
  );
}

/** Every family of the subject, except `keepFamilyId` (the caller's own, after it changed the password). */
export function revokeSubject(context: SandboxContext, subjectId: string, keepFamilyId = ''): void {
  context.db.run(
    'UPDATE token_families SET revoked_at = ? WHERE subject_id = ? AND id != ? AND revoked_at IS NULL',
    context.clock.now(),
    subjectId,
    keepFamilyId,
  );
}

export type AccessTokenLookup = AccessTokenInfo | 'expired' | 'revoked' | 'unknown';

export function lookUpAccessToken(context: SandboxContext, token: string): AccessTokenLookup {
  const row = context.db.get<FamilyRow & { expires_at: number }>(
    `SELECT a.expires_at, f.* FROM access_tokens a JOIN token_families f ON f.id = a.family_id WHERE a.token_hash = ?`,
    hashToken(token),
  );
  if (!row) return 'unknown';
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at <= context.clock.now()) return 'expired';
  return { role: row.role, subjectId: row.subject_id, familyId: row.id, clientId: row.client_id };
}

export function memberIsActive(context: SandboxContext, identityId: string): boolean {
  const row = context.db.get<{ status: string }>('SELECT status FROM identities WHERE id = ?', identityId);
  return row?.status === 'ACTIVE';
}
