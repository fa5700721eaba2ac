import { redirect, type ActionFunctionArgs } from 'react-router';
import { managerConfigOf } from '../lib/server/manager-access-of';
import { cookieOptionsFor } from '../lib/server/staff-session';

/** Signing out (a POST, so no link or picture elsewhere can do it): the session cookie is cleared. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { sessions } = managerConfigOf(context).manager;
  const session = await sessions.getSession(request.headers.get('Cookie'));
  return redirect('/manage/sign-in', {
    headers: { 'Set-Cookie': await sessions.destroySession(session, cookieOptionsFor(request)) },
  });
}
