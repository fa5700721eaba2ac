import { randomBytes } from 'node:crypto';
import { createCookieSessionStorage, redirect, type SessionStorage } from 'react-router';
import { signInPath } from './manager-return-path.js';

/** What a staff member's session holds: who signed in. */
interface StaffSessionData {
  staff: string;
}

export type StaffSessions = SessionStorage<StaffSessionData>;

/** A staff session lasts a working day; signing in again starts a new one. */
const SESSION_SECONDS = 8 * 60 * 60;

/**
 * Staff sessions in a signed cookie that scripts cannot read and other sites' forms do not send (SameSite=Lax). The
 * secret signs it; without one, a random secret lives as long as the server, so a restart signs everyone out.
 */
export function createStaffSessions(secret: string = randomBytes(32).toString('base64url')): StaffSessions {
  return createCookieSessionStorage<StaffSessionData>({
    cookie: {
      name: 'sitekit_staff',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_SECONDS,
      secrets: [secret],
    },
  });
}

/** Secure cookies over https only: a plain-http server on loopback could never read them back. */
export const cookieOptionsFor = (request: Request) => ({ secure: new URL(request.url).protocol === 'https:' });

/** The signed-in staff member's email, or `undefined` for a request without a valid session. */
export async function staffOf(request: Request, sessions: StaffSessions): Promise<string | undefined> {
  const session = await sessions.getSession(request.headers.get('Cookie'));
  return session.get('staff');
}

/** Goes on with a staff member's request; sends anyone else to the sign-in, which brings them back here after. */
export async function requireStaff(request: Request, sessions: StaffSessions): Promise<void> {
  if (!(await staffOf(request, sessions))) throw redirect(signInPath(request));
}
