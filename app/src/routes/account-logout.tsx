import { redirect, type ActionFunctionArgs } from 'react-router';
import { clearCookie, memberProfileCookie } from '../lib/server/member-cookies';
import { memberSessionContext } from '../lib/server/member-session';

/** Nothing to show: the address only takes the logout form. */
export const loader = () => redirect('/');

/** Empties the session, then the platform's logout page ends its own session and sends the browser home. */
export async function action({ request, context }: ActionFunctionArgs) {
  const logoutPage = await context.get(memberSessionContext).logout(new URL('/', request.url).href);
  return redirect(logoutPage, { headers: { 'Set-Cookie': await clearCookie(memberProfileCookie) } });
}

export default function AccountLogout() {
  return null;
}
