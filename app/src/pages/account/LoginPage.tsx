import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/router';
import { useLogin } from 'sitekit/react';
import { HostedLoginButton } from '../../components/account/HostedLoginButton';
import { SignInOutcome } from '../../components/account/SignInOutcome';
import { SignInVerification } from '../../components/account/SignInVerification';
import { InputField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useSignInFlow } from '../../hooks/useSignInFlow';
import { loginForm } from '../../lib/account-forms';
import { fieldProps } from '../../lib/field-props';

export function LoginPage() {
  const flow = useSignInFlow();
  const form = useForm({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const submit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: (state) => flow.handle(state, values.email) }),
  );
  if (flow.verification) return <SignInVerification title="Log in" flow={flow} />;
  const field = fieldProps(form);
  return (
    <section className="narrow">
      <h1>Log in</h1>
      <form className="card" onSubmit={submit} noValidate aria-label="Log in">
        <InputField label="Email" {...field('email')} type="email" autoComplete="email" />
        <InputField label="Password" {...field('password')} type="password" autoComplete="current-password" />
        <SubmitButton busy={login.isPending || flow.session.isPending} label="Log in" busyLabel="Logging in…" />
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
