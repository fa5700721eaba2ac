import { data, useActionData, type ActionFunctionArgs, type MetaArgs } from 'react-router';
import { registerForm } from '../lib/account-forms';
import { checkedInBrowser, readForm } from '../lib/form-values';
import { ACCOUNT_PATH } from '../lib/return-to';
import { memberSessionContext } from '../lib/server/member-session';
import { continueSignIn } from '../lib/server/sign-in';
import { RegisterPage } from '../pages/account/RegisterPage';
import { staticPageMeta } from '../lib/seo/static-page-heads';

export async function action({ request, context }: ActionFunctionArgs) {
  const session = context.get(memberSessionContext);
  const form = await request.formData();
  const typed = {
    firstName: String(form.get('firstName') ?? ''),
    lastName: String(form.get('lastName') ?? ''),
    email: String(form.get('email') ?? ''),
  };
  const reading = readForm(registerForm, form);
  if (reading.errors) return data({ ...typed, errors: reading.errors }, { status: 400 });
  const { email, password, firstName, lastName } = reading.values;
  const state = await session.client.auth.register({ email, password, profile: { firstName, lastName } });
  const outcome = await continueSignIn(session, request, state, { email, firstName, lastName }, ACCOUNT_PATH);
  if (outcome instanceof Response) return outcome;
  return data({ ...typed, ...outcome }, { status: outcome.failure ? 400 : 200 });
}

export const clientAction = checkedInBrowser(registerForm);

export const meta = (args: MetaArgs) => staticPageMeta('account/register', args);

export default function AccountRegister() {
  return <RegisterPage result={useActionData<typeof action>()} />;
}
