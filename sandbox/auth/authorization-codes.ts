import type { TokenGrantResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { oauthFailure } from '../kernel/errors.js';
import { hashToken, newOpaqueToken } from '../kernel/ids.js';
import { verifierMatchesChallenge } from './pkce.js';
import { memberIsActive, revokeFamily, startFamily } from './token-families.js';

export interface CodeRequest {
  clientId: string;
  identityId: string;
  redirectUri: string | undefined;
  codeChallenge: string;
  /** The session the member was authenticated by; logging it out ends the tokens of this code. */
  sessionToken: string | undefined;
}

interface CodeRow {
  client_id: string;
  identity_id: string;
  redirect_uri: string | null;
  code_challenge: string;
  expires_at: number;
  consumed_at: number | null;
  family_id: string | null;
  session_hash: string | null;
}

export function issueAuthorizationCode(context: SandboxContext, request: CodeRequest): string {
  const code = newOpaqueToken('OauthNG.ACODE');
  context.db.run(
    `INSERT INTO authorization_codes
       (code_hash, client_id, identity_id, redirect_uri, code_challenge, expires_at, session_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    hashToken(code),
    request.clientId,
    request.identityId,
    request.redirectUri ?? null,
    request.codeChallenge,
    context.clock.now() + context.settings.authorizationCodeTtlSeconds * 1000,
    request.sessionToken ? hashToken(request.sessionToken) : null,
  );
  return code;
}

export interface CodeRedemption {
  code: string;
  clientId: string;
  redirectUri?: string;
  codeVerifier: string;
}

/** Single use: a second redemption fails and revokes the tokens the first one minted (RFC 6749 §4.1.2). */
export function redeemAuthorizationCode(context: SandboxContext, redemption: CodeRedemption): TokenGrantResponse {
  const codeHash = hashToken(redemption.code);
  const row = checkedCode(context, codeHash, redemption);
  return context.db.transaction(() => {
    const { grant, familyId } = startFamily(context, row.client_id, 'member', row.identity_id, row.session_hash);
    context.db.run(
      'UPDATE authorization_codes SET consumed_at = ?, family_id = ? WHERE code_hash = ?',
      context.clock.now(),
      familyId,
      codeHash,
    );
    return grant;
  });
}

/** Every check before any write, so the revocation of a replayed code's tokens is committed, not rolled back. */
function checkedCode(context: SandboxContext, codeHash: string, redemption: CodeRedemption): CodeRow {
  const row = context.db.get<CodeRow>('SELECT * FROM authorization_codes WHERE code_hash = ?', codeHash);
  const invalid = (why: string) => oauthFailure(400, 'invalid_grant', why);
  if (!row) throw invalid('The authorization code is invalid.');
  if (row.consumed_at !== null) {
    if (row.family_id) revokeFamily(context, row.family_id);
    throw invalid('The authorization code was already used.');
  }
  if (row.expires_at <= context.clock.now()) throw invalid('The authorization code has expired.');
  if (row.client_id !== redemption.clientId) throw invalid('The authorization code was issued to another client.');
  if ((row.redirect_uri ?? undefined) !== redemption.redirectUri) {
    throw invalid('redirectUri does not match the one of the authorization request.');
  }
  if (!verifierMatchesChallenge(redemption.codeVerifier, row.code_challenge)) {
    throw invalid('The code verifier does not match the code challenge.');
  }
  if (!memberIsActive(context, row.identity_id)) throw invalid('The member is not active.');
  return row;
}
