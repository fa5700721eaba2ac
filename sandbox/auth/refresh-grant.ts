import type { TokenGrantResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { oauthFailure } from '../kernel/errors.js';
import { hashToken } from '../kernel/ids.js';
import { issueInFamily, memberIsActive, revokeFamily, type FamilyRow } from './token-families.js';

/**
 * The refresh grant. What a refresh token that was already used does depends on the `refreshReuse` setting
 * (sandbox/README.md): `allow` keeps it valid, `revoke` treats it as theft and revokes the whole family, except
 * within a short grace window, where it gets the same rotated pair again. Either way a family unused for the idle
 * period expires.
 */
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
  if (row.rotated_at !== null && context.settings.refreshReuse === 'revoke') return respondToReuse(context, row);
  return rotate(context, refreshToken, row.family_id);
}

function isIdle(context: SandboxContext, row: RefreshRow): boolean {
  const lastUsed = row.last_used_at ?? row.created_at;
  return context.clock.now() - lastUsed > context.settings.refreshTokenIdleSeconds * 1000;
}

/** With `revoke`: the same rotated pair within the grace window (a lost answer, a second tab), else revocation. */
function respondToReuse(context: SandboxContext, row: RefreshRow): TokenGrantResponse {
  const graceEnds = row.rotated_at! + context.settings.refreshReuseGraceSeconds * 1000;
  if (row.successor !== null && context.clock.now() <= graceEnds) {
    const grant = JSON.parse(row.successor) as TokenGrantResponse & { expires_at: number };
    const { expires_at: expiresAt, ...response } = grant;
    return { ...response, expires_in: Math.max(0, Math.floor((expiresAt - context.clock.now()) / 1000)) };
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
