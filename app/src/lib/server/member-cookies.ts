import { randomBytes } from 'node:crypto';
import { createCookie } from 'react-router';

/*
 * The app's own cookies beside the session's: what it shows of the member, and a sign-in waiting for its emailed
 * code. Both are signed with a key of this server process, so a browser cannot forge them; a restart only loses the
 * greeting's name and a pending code step.
 */
const secrets = [randomBytes(32).toString('base64url')];

/** Who the member is, as they signed in or registered: display data only, never a credential. */
export interface MemberProfile {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** A sign-in waiting for the emailed code: the address and the platform's state token, never a password. */
export interface PendingVerification extends MemberProfile {
  stateToken: string;
  /** Where the member goes once signed in. */
  returnTo: string;
}

/** The platform's tokens do not say who the member is; this cookie keeps what the sign-in form was told. */
export const memberProfileCookie = createCookie('store-member', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 30 * 24 * 3600,
  secrets,
});

/** The code step lasts as long as the platform's state token (half an hour). */
export const pendingVerificationCookie = createCookie('store-verification', {
  path: '/account',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 30 * 60,
  secrets,
});

export async function readMemberProfile(request: Request): Promise<MemberProfile | undefined> {
  const value = (await memberProfileCookie.parse(request.headers.get('Cookie'))) as MemberProfile | null;
  return value?.email ? value : undefined;
}

export async function readPendingVerification(request: Request): Promise<PendingVerification | undefined> {
  const value = (await pendingVerificationCookie.parse(request.headers.get('Cookie'))) as PendingVerification | null;
  return value?.email && value.stateToken ? value : undefined;
}

/** A `Set-Cookie` value that removes the cookie. */
export const clearCookie = (cookie: typeof memberProfileCookie) => cookie.serialize('', { maxAge: 0 });
