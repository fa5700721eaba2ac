import { redirect } from 'react-router';
import { LoginState, type Identity, type StateMachine } from 'sitekit';
import { loginFailureMessage } from '../error-message';
import { clearCookie, memberProfileCookie, pendingVerificationCookie, type MemberProfile } from './member-cookies';
import type { MemberSession } from './member-session';

/** The hosted login and the session-token login both come back here with a code (routes/account-callback.tsx). */
export const callbackUrl = (request: Request) => new URL('/account/callback', request.url).href;

/** What the form shows when the sign-in did not open a session. */
export type SignInMessage = { failure: string; notice?: undefined } | { notice: string; failure?: undefined };

/**
 * What follows register, login or a verification code: a session (through the platform's authorization page, which
 * comes straight back to the callback), the emailed code to enter (routes/account-verify.tsx), the owner's approval to
 * wait for, or a failure to show.
 */
export async function continueSignIn(
  session: MemberSession,
  request: Request,
  state: StateMachine,
  member: MemberProfile,
  returnTo: string,
): Promise<Response | SignInMessage> {
  switch (state.loginState) {
    case LoginState.SUCCESS: {
      const authorization = await session.beginSessionLogin(state.data.sessionToken, {
        callbackUrl: callbackUrl(request),
        returnTo,
      });
      const headers = new Headers();
      headers.append('Set-Cookie', await memberProfileCookie.serialize(profileOf(state.data.identity, member)));
      headers.append('Set-Cookie', await clearCookie(pendingVerificationCookie));
      return redirect(authorization, { headers });
    }
    case LoginState.EMAIL_VERIFICATION_REQUIRED: {
      const pending = { ...member, stateToken: state.data.stateToken, returnTo };
      return redirect('/account/verify', {
        headers: { 'Set-Cookie': await pendingVerificationCookie.serialize(pending) },
      });
    }
    case LoginState.OWNER_APPROVAL_REQUIRED:
      return { notice: 'Thanks! The store owner must approve your account before you can log in.' };
    default:
      return { failure: loginFailureMessage(state) ?? 'The sign-in did not go through. Try again.' };
  }
}

/** The member as the platform names them, else as the form did. */
function profileOf(identity: Identity | undefined, typed: MemberProfile): MemberProfile {
  const { firstName, lastName } = { ...typed, ...identity?.identityProfile };
  return {
    email: identity?.email?.address ?? typed.email,
    ...(firstName && { firstName }),
    ...(lastName && { lastName }),
  };
}
