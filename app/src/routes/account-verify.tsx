import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { LoginState } from 'sitekit';
import { codeForm } from '../lib/account-forms';
import { errorMessage } from '../lib/error-message';
import { checkedInBrowser, readForm } from '../lib/form-values';
import { readPendingVerification } from '../lib/server/member-cookies';
import { memberSessionContext } from '../lib/server/member-session';
import { continueSignIn } from '../lib/server/sign-in';
import { VerifyEmailPage } from '../pages/account/VerifyEmailPage';
import { staticPageMeta } from '../lib/seo/static-page-heads';

/** The step after a login or registration that needs the emailed code; without one under way, the sign-in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await readPendingVerification(request);
  if (!pending) throw redirect('/account/login');
  return { email: pending.email };
}

/** The code (`intent=verify`) or a new code sent (`intent=resend`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = context.get(memberSessionContext);
  const pending = await readPendingVerification(request);
  if (!pending) throw redirect('/account/login');
  const form = await request.formData();
  if (form.get('intent') === 'resend') {
    try {
      await session.client.verification.resendDuringAuthentication(pending.stateToken);
      return { resent: true as const };
    } catch (error) {
      return data({ failure: errorMessage(error) }, { status: 502 });
    }
  }
  const reading = readForm(codeForm, form);
  if (reading.errors) return data({ errors: reading.errors }, { status: 400 });
  const step = {
    loginState: LoginState.EMAIL_VERIFICATION_REQUIRED,
    data: { stateToken: pending.stateToken },
  } as const;
  const state = await session.client.auth.processVerification({ verificationCode: reading.values.code }, step);
  const { stateToken: _stateToken, returnTo, ...member } = pending;
  const outcome = await continueSignIn(session, request, state, member, returnTo);
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.failure ? 400 : 200 });
}

export const clientAction = checkedInBrowser(codeForm, (form) => form.get('intent') !== 'resend');

export const meta = (args: MetaArgs) => staticPageMeta('account/verify', args);

export default function AccountVerify() {
  const { email } = useLoaderData<typeof loader>();
  return <VerifyEmailPage email={email} result={useActionData<typeof action>()} />;
}
