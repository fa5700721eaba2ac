import {
  data,
  Form,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { InputField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { managerConfigOf } from '../lib/server/manager-access-of';
import { managerReturnPath } from '../lib/server/manager-return-path';
import { matchesStaff } from '../lib/server/staff-credentials';
import { cookieOptionsFor, staffOf } from '../lib/server/staff-session';
import { staticPageMeta } from '../lib/seo/static-page-heads';

// The staff sign-in: a form the server answers, so it works before (or without) the page's scripts.

/** A staff member already signed in goes straight to the page they asked for. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { sessions } = managerConfigOf(context).manager;
  if (await staffOf(request, sessions))
    throw redirect(managerReturnPath(new URL(request.url).searchParams.get('returnTo')));
  return null;
}

/** One message for a wrong email or a wrong password: it does not say which of them is right. */
const REFUSED = 'That email and password do not match the store’s staff account. Check them and try again.';

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, sessions } = managerConfigOf(context).manager;
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  if (!matchesStaff({ email, password }, staff)) return data({ refused: REFUSED, email }, { status: 401 });
  const session = await sessions.getSession(request.headers.get('Cookie'));
  session.set('staff', staff.email);
  return redirect(managerReturnPath(form.get('returnTo')), {
    headers: { 'Set-Cookie': await sessions.commitSession(session, cookieOptionsFor(request)) },
  });
}

export const meta = (args: MetaArgs) => staticPageMeta('manage/sign-in', args);

export default function StaffSignIn() {
  const refusal = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  return (
    <section className="narrow">
      <h1>Store manager</h1>
      <p>Sign in with the store’s staff account to manage its products.</p>
      <Form method="post" className="card" aria-label="Staff sign-in">
        <input type="hidden" name="returnTo" value={searchParams.get('returnTo') ?? ''} />
        <InputField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={refusal?.email}
          required
        />
        <InputField label="Password" name="password" type="password" autoComplete="current-password" required />
        <SubmitButton busy={navigation.state === 'submitting'} label="Sign in" busyLabel="Signing in…" />
        {refusal && (
          <p className="status status-error" role="alert">
            {refusal.refused}
          </p>
        )}
      </Form>
    </section>
  );
}
