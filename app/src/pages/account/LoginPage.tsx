import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/router';
import { useLogin } from 'sitekit/react';
import { EmailVerificationStep } from '../../components/account/EmailVerificationStep';
import { HostedLoginButton } from '../../components/account/HostedLoginButton';
import { SignInOutcome } from '../../components/account/SignInOutcome';
import { FormField } from '../../components/FormField';
import { useSignInFlow } from '../../hooks/useSignInFlow';
import { loginForm } from '../../lib/account-forms';

export function LoginPage() {
  const flow = useSignInFlow();
  const form = useForm({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const submit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: (state) => flow.handle(state, values.email) }),
  );
  if (flow.verification) {
    return (
      <section className="narrow">
        <h1>Log in</h1>
        <EmailVerificationStep pending={flow.verification} onResult={(s) => flow.handle(s, flow.verification!.email)} />
        <SignInOutcome flow={flow} />
      </section>
    );
  }
  const busy = login.isPending || flow.session.isPending;
  return (
    <section className="narrow">
      <h1>Log in</h1>
      <form className="card" onSubmit={submit} noValidate aria-label="Log in">
        <FormField label="Email" error={form.formState.errors.email}>
          {(ids) => <input {...ids} {...form.register('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField label="Password" error={form.formState.errors.password}>
          {(ids) => <input {...ids} {...form.register('password')} type="password" autoComplete="current-password" />}
        </FormField>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <SignInOutcome flow={flow} error={login.error} />
        <p>
          <Link to="/account/forgot-password">Forgot your password?</Link> ·{' '}
          <Link to="/account/register">Create an account</Link>
        </p>
      </form>
      <div className="card">
        <h2>Or use the platform’s page</h2>
        <HostedLoginButton />
      </div>
    </section>
  );
}
