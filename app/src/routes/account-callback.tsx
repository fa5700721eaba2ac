import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { memberSessionContext } from '../lib/server/member-session';
import { HostedLoginCallbackPage } from '../pages/account/HostedLoginCallbackPage';
import { staticPageMeta } from '../lib/seo/static-page-heads';

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

export const meta = (args: MetaArgs) => staticPageMeta('account/callback', args);

export default function AccountCallback() {
  return <HostedLoginCallbackPage failure={useLoaderData<typeof loader>().failure} />;
}
