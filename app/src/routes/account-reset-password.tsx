import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { newPasswordForm } from '../lib/account-forms';
import { errorMessage } from '../lib/error-message';
import { checkedInBrowser, readForm } from '../lib/form-values';
import { memberSessionContext } from '../lib/server/member-session';
import { ResetPasswordPage } from '../pages/account/ResetPasswordPage';
import { staticPageMeta } from '../lib/seo/static-page-heads';

/** The token comes in the recovery email's link. */
export function loader({ request }: LoaderFunctionArgs) {
  return { recoveryToken: new URL(request.url).searchParams.get('recoveryToken') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const recoveryToken = String(form.get('recoveryToken') ?? '');
  const reading = readForm(newPasswordForm, form);
  if (reading.errors) return data({ errors: reading.errors }, { status: 400 });
  try {
    await context
      .get(memberSessionContext)
      .client.recovery.recover(recoveryToken, { password: reading.values.password });
    return { saved: true as const };
  } catch (error) {
    return data({ failure: errorMessage(error) }, { status: 400 });
  }
}

export const clientAction = checkedInBrowser(newPasswordForm);

export const meta = (args: MetaArgs) => staticPageMeta('account/reset-password', args);

export default function AccountResetPassword() {
  const { recoveryToken } = useLoaderData<typeof loader>();
  return <ResetPasswordPage recoveryToken={recoveryToken} result={useActionData<typeof action>()} />;
}
