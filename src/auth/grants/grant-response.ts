/** What a successful grant answers, as sitekit reads it. */
export interface GrantResponse {
  access_token: string;
  refresh_token?: string;
  /** Seconds; may arrive as a numeric string, which the official client coerces, so sitekit accepts it too. */
  expires_in: number | string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Checks a grant response by hand rather than with zod, so that the token path loads no schema library: a non-empty
 * access token, an optional string refresh token, and a whole non-negative `expires_in` (number or digits).
 */
export function readGrantResponse(data: unknown): GrantResponse {
  if (!isObject(data)) throw new TypeError('The token endpoint answered no JSON object');
  const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } = data;
  if (typeof accessToken !== 'string' || accessToken === '') throw new TypeError('The grant has no "access_token"');
  if (refreshToken !== undefined && typeof refreshToken !== 'string') {
    throw new TypeError('The grant\'s "refresh_token" is not a string');
  }
  const wholeSeconds =
    (typeof expiresIn === 'number' && Number.isInteger(expiresIn) && expiresIn >= 0) ||
    (typeof expiresIn === 'string' && /^\d+$/.test(expiresIn));
  if (!wholeSeconds) throw new TypeError('The grant\'s "expires_in" is not a whole number of seconds');
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn };
}
