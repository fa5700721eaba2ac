import type { SandboxContext } from '../kernel/context.js';
import { hashToken, newOpaqueToken } from '../kernel/ids.js';

export type TokenPurpose = 'email-verification' | 'session' | 'recovery' | 'redirect-session';

const PREFIXES: Record<TokenPurpose, string> = {
  'email-verification': 'STT',
  session: 'JWS.SESSION',
  recovery: 'RCV',
  'redirect-session': 'JWS.REDIRECT',
};

export interface OneTimeToken {
  identityId: string | null;
  code: string | null;
  attempts: number;
  data: Record<string, unknown>;
}

interface TokenRow {
  identity_id: string | null;
  code: string | null;
  attempts: number;
  data: string;
  expires_at: number;
  consumed_at: number | null;
}

export interface IssueOptions {
  identityId: string | null;
  ttlSeconds: number;
  code?: string;
  data?: Record<string, unknown>;
}

/** State tokens, session tokens and recovery tokens: opaque values stored by hash with a purpose and an expiry. */
export function issueToken(context: SandboxContext, purpose: TokenPurpose, options: IssueOptions): string {
  const token = newOpaqueToken(PREFIXES[purpose]);
  context.db.run(
    `INSERT INTO one_time_tokens (token_hash, purpose, identity_id, code, data, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
    hashToken(token),
    purpose,
    options.identityId,
    options.code ?? null,
    JSON.stringify(options.data ?? {}),
    context.clock.now() + options.ttlSeconds * 1000,
  );
  return token;
}

/** The token if it exists for this purpose, is unexpired and unused. */
export function findToken(context: SandboxContext, purpose: TokenPurpose, token: string): OneTimeToken | undefined {
  const row = context.db.get<TokenRow>(
    'SELECT * FROM one_time_tokens WHERE token_hash = ? AND purpose = ?',
    hashToken(token),
    purpose,
  );
  if (!row || row.consumed_at !== null || row.expires_at <= context.clock.now()) return undefined;
  return {
    identityId: row.identity_id,
    code: row.code,
    attempts: row.attempts,
    data: JSON.parse(row.data) as Record<string, unknown>,
  };
}

/**
 * Marks an unexpired, unused token of this purpose as used in one statement and answers whether this call did it:
 * of concurrent callers exactly one wins.
 */
export function claimToken(context: SandboxContext, purpose: TokenPurpose, token: string): boolean {
  const now = context.clock.now();
  const { changes } = context.db.run(
    `UPDATE one_time_tokens SET consumed_at = ?
     WHERE token_hash = ? AND purpose = ? AND consumed_at IS NULL AND expires_at > ?`,
    now,
    hashToken(token),
    purpose,
    now,
  );
  return Number(changes) === 1;
}

export function consumeToken(context: SandboxContext, token: string): void {
  context.db.run(
    'UPDATE one_time_tokens SET consumed_at = ? WHERE token_hash = ?',
    context.clock.now(),
    hashToken(token),
  );
}

export function countFailedAttempt(context: SandboxContext, token: string): void {
  context.db.run('UPDATE one_time_tokens SET attempts = attempts + 1 WHERE token_hash = ?', hashToken(token));
}

/** A resend changes the code but keeps the count of wrong guesses: the cap holds per state token. */
export function replaceCode(context: SandboxContext, token: string, code: string): void {
  context.db.run('UPDATE one_time_tokens SET code = ? WHERE token_hash = ?', code, hashToken(token));
}

export function revokeTokensOf(context: SandboxContext, identityId: string, purpose: TokenPurpose): void {
  context.db.run(
    'UPDATE one_time_tokens SET consumed_at = ? WHERE identity_id = ? AND purpose = ? AND consumed_at IS NULL',
    context.clock.now(),
    identityId,
    purpose,
  );
}
