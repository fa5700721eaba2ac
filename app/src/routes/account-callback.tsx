import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { memberSessionContext } from '../lib/server/member-session';
import { HostedLoginCallbackPage } from '../pages/account/HostedLoginCallbackPage';

/**
 * The platform's authorization page sends the browser here with a code (the hosted login, or a session token after
 * the sign-in form): it becomes the member's tokens in the session cookie, then the page the member came from.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let returnTo: string;
  try {
    returnTo = await context.get(memberSessionContext).completeLogin(request.url);
  } catch (error) {
    return { failure: errorMessage(error) };
  }
  return redirect(returnTo);
}

export default function AccountCallback() {
  return <HostedLoginCallbackPage failure={useLoaderData<typeof loader>().failure} />;
}
