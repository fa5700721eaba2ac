import { Form } from 'react-router';
import { FormOutcome, type FormOutcomeMessages } from '../../components/account/FormOutcome';
import { HostedLoginButton } from '../../components/account/HostedLoginButton';
import { InputField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormBusy } from '../../hooks/useFormBusy';
import type { FieldErrors } from '../../lib/form-values';
import { Link } from '../../lib/router';

interface LoginPageProps {
  /** Where the member goes once signed in (a path on this site). */
  returnTo: string;
  /** The server's answer to the last post: what was typed (never the password) and what went wrong. */
  result?: FormOutcomeMessages & { email?: string; errors?: FieldErrors };
}

export function LoginPage({ returnTo, result }: LoginPageProps) {
  const busy = useFormBusy('login');
  const errors = result?.errors ?? {};
  return (
    <section className="narrow">
      <h1>Log in</h1>
      <Form method="post" className="card" noValidate aria-label="Log in">
        <input type="hidden" name="returnTo" value={returnTo} />
        <InputField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.email}
          error={{ message: errors.email }}
        />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={{ message: errors.password }}
        />
        <SubmitButton busy={busy} label="Log in" busyLabel="Logging in…" name="intent" value="login" />
        <FormOutcome failure={result?.failure} notice={result?.notice} />
        <p>
          <Link to="/account/forgot-password">Forgot your password?</Link> ·{' '}
          <Link to="/account/register">Create an account</Link>
        </p>
      </Form>
      <div className="card">
        <h2>Or use the platform’s page</h2>
        <HostedLoginButton returnTo={returnTo} />
      </div>
    </section>
  );
}
