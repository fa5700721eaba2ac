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
 * Tokens come in families: one family per login (or anonymous visit). Every refresh rotates the refresh token inside
 * the family; presenting a rotated one again is treated as theft and revokes the whole family.
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
): StartedFamily {
  const familyId = newId();
  context.db.run(
    'INSERT INTO token_families (id, client_id, role, subject_id, created_at) VALUES (?, ?, ?, ?, ?)',
    familyId,
    clientId,
    role,
    subjectId,
    context.clock.now(),
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

/** Checks run before any write; a detected reuse is revoked (and committed) before the failure is thrown. */
export function refreshFamily(
  context: SandboxContext,
  refreshToken: string,
  clientId: string | undefined,
): TokenGrantResponse {
  const row = context.db.get<FamilyRow & { rotated_at: number | null; family_id: string }>(
    `SELECT r.rotated_at, r.family_id, f.* FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
     WHERE r.token_hash = ?`,
    hashToken(refreshToken),
  );
  if (!row || row.revoked_at !== null)
    throw oauthFailure(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked.');
  if (clientId !== undefined && clientId !== row.client_id) {
    throw oauthFailure(400, 'invalid_grant', 'The refresh token was issued to another client.');
  }
  if (row.rotated_at !== null) {
    revokeFamily(context, row.family_id);
    throw oauthFailure(400, 'invalid_grant', 'The refresh token was already used; its token family has been revoked.');
  }
  if (row.role === 'member' && !memberIsActive(context, row.subject_id)) {
    revokeFamily(context, row.family_id);
    throw oauthFailure(400, 'invalid_grant', 'The member is no longer active.');
  }
  return context.db.transaction(() => {
    context.db.run(
      'UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?',
      context.clock.now(),
      hashToken(refreshToken),
    );
    return issueInFamily(context, row.family_id);
  });
}

export function revokeFamily(context: SandboxContext, familyId: string): void {
  context.db.run(
    'UPDATE token_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    context.clock.now(),
    familyId,
  );
}

export function revokeSubject(context: SandboxContext, subjectId: string): void {
  context.db.run(
    'UPDATE token_families SET revoked_at = ? WHERE subject_id = ? AND revoked_at IS NULL',
    context.clock.now(),
    subjectId,
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
