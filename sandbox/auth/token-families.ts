import type { TokenGrantResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import type { TokenRole } from '../kernel/http/caller.js';
import { hashToken, newId, newOpaqueToken } from '../kernel/ids.js';

export interface FamilyRow {
  id: string;
  client_id: string;
  role: TokenRole;
  subject_id: string;
  revoked_at: number | null;
}

/**
 * Tokens come in families: one family per login (or anonymous visit). Every refresh answers a new pair inside the
 * family (sandbox/auth/refresh-grant.ts); revoking a family ends all of its access and refresh tokens.
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

export function issueInFamily(context: SandboxContext, familyId: string): TokenGrantResponse {
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

export function memberIsActive(context: SandboxContext, identityId: string): boolean {
  const row = context.db.get<{ status: string }>('SELECT status FROM identities WHERE id = ?', identityId);
  return row?.status === 'ACTIVE';
}
