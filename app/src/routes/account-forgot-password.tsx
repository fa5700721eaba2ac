import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { emailForm } from '../lib/account-forms';
import { errorMessage } from '../lib/error-message';
import { checkedInBrowser, readForm } from '../lib/form-values';
import { memberSessionContext } from '../lib/server/member-session';
import { ForgotPasswordPage } from '../pages/account/ForgotPasswordPage';
import { staticPageMeta } from '../lib/seo/static-page-heads';

/** A signed-in member changing the password comes with the email (the account page's link). */
export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const reading = readForm(emailForm, form);
  if (reading.errors) return data({ email, errors: reading.errors }, { status: 400 });
  try {
    const { auth } = context.get(memberSessionContext).client;
    await auth.sendPasswordResetEmail(reading.values.email, new URL('/account/login', request.url).href);
    return { email, sentTo: reading.values.email };
  } catch (error) {
    return data({ email, failure: errorMessage(error) }, { status: 502 });
  }
}

export const clientAction = checkedInBrowser(emailForm);

export const meta = (args: MetaArgs) => staticPageMeta('account/forgot-password', args);

export default function AccountForgotPassword() {
  const { email } = useLoaderData<typeof loader>();
  return <ForgotPasswordPage email={email} result={useActionData<typeof action>()} />;
}
