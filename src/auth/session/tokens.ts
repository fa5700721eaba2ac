/** Who a refresh token belongs to. A user is logged in only when the role is `member`. */
export enum TokenRole {
  NONE = 'none',
  VISITOR = 'visitor',
  MEMBER = 'member',
}

export interface AccessToken {
  value: string;
  /** Unix seconds: `floor(now / 1000) + expires_in` when the token arrived. */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** The state after logout, or before anything was minted. */
export function emptyTokens(): Tokens {
  return { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: TokenRole.NONE } };
}

/**
 * An access token can still be sent: it has a value and does not expire within the leeway. With a leeway of 0 this is
 * the rule of docs/decisions.md#3 (expired when `expiresAt < now`).
 */
export function isAccessTokenUsable(
  token: AccessToken | undefined,
  nowSeconds: number,
  leewaySeconds: number,
): boolean {
  return Boolean(token?.value) && (token?.expiresAt ?? 0) - leewaySeconds >= nowSeconds;
}

export function cloneTokens(tokens: Tokens): Tokens {
  return { accessToken: { ...tokens.accessToken }, refreshToken: { ...tokens.refreshToken } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const ROLES: ReadonlySet<unknown> = new Set(Object.values(TokenRole));

/** A stored value has the shape of `Tokens` (the contract's `Tokens` schema), checked without a schema library. */
export function isStoredTokens(value: unknown): value is Tokens {
  if (!isRecord(value) || !isRecord(value.accessToken) || !isRecord(value.refreshToken)) return false;
  const { accessToken, refreshToken } = value;
  return (
    typeof accessToken.value === 'string' &&
    Number.isInteger(accessToken.expiresAt) &&
    typeof refreshToken.value === 'string' &&
    ROLES.has(refreshToken.role)
  );
}
