import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { signInPath } from '../lib/return-to';
import { readMemberProfile } from '../lib/server/member-cookies';
import { memberSessionContext } from '../lib/server/member-session';
import { AccountPage } from '../pages/account/AccountPage';
import { staticPageMeta } from '../lib/seo/static-page-heads';

/** The member's own page; a visitor is sent to the sign-in, which brings them back here. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.get(memberSessionContext).loggedIn()) {
    const { pathname, search } = new URL(request.url);
    throw redirect(signInPath(`${pathname}${search}`));
  }
  return { member: (await readMemberProfile(request)) ?? null };
}

export const meta = (args: MetaArgs) => staticPageMeta('account/', args);

export default function Account() {
  return <AccountPage member={useLoaderData<typeof loader>().member} />;
}
