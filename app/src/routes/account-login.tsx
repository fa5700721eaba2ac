import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { safeReturnPath } from 'sitekit/server';
import { loginForm } from '../lib/account-forms';
import { checkedInBrowser, readForm } from '../lib/form-values';
import { ACCOUNT_PATH } from '../lib/return-to';
import { clearCookie, memberProfileCookie } from '../lib/server/member-cookies';
import { memberSessionContext } from '../lib/server/member-session';
import { callbackUrl, continueSignIn } from '../lib/server/sign-in';
import { LoginPage } from '../pages/account/LoginPage';
import { staticPageMeta } from '../lib/seo/static-page-heads';

const returnToOf = (value: unknown) => safeReturnPath(typeof value === 'string' && value ? value : ACCOUNT_PATH);

export function loader({ request }: LoaderFunctionArgs) {
  return { returnTo: returnToOf(new URL(request.url).searchParams.get('returnTo')) };
}

/** The email and password form, or the platform's hosted login page (`intent=hosted`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = context.get(memberSessionContext);
  const form = await request.formData();
  const returnTo = returnToOf(form.get('returnTo'));
  if (form.get('intent') === 'hosted') {
    // The hosted page does not say who signed in: the greeting of an earlier member must not stay.
    const authorization = await session.beginHostedLogin({ callbackUrl: callbackUrl(request), returnTo });
    return redirect(authorization, { headers: { 'Set-Cookie': await clearCookie(memberProfileCookie) } });
  }
  const email = String(form.get('email') ?? '');
  const reading = readForm(loginForm, form);
  if (reading.errors) return data({ email, errors: reading.errors }, { status: 400 });
  const state = await session.client.auth.login(reading.values);
  const outcome = await continueSignIn(session, request, state, { email: reading.values.email }, returnTo);
  if (outcome instanceof Response) return outcome;
  return data({ email, ...outcome }, { status: outcome.failure ? 400 : 200 });
}

export const clientAction = checkedInBrowser(loginForm, (form) => form.get('intent') !== 'hosted');

export const meta = (args: MetaArgs) => staticPageMeta('account/login', args);

export default function AccountLogin() {
  const { returnTo } = useLoaderData<typeof loader>();
  return <LoginPage returnTo={returnTo} result={useActionData<typeof action>()} />;
}
