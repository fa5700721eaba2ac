import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/router';
import { useRegister } from 'sitekit/react';
import { EmailVerificationStep } from '../../components/account/EmailVerificationStep';
import { SignInOutcome } from '../../components/account/SignInOutcome';
import { FormField } from '../../components/FormField';
import { useSignInFlow } from '../../hooks/useSignInFlow';
import { registerForm } from '../../lib/account-forms';

export function RegisterPage() {
  const flow = useSignInFlow();
  const form = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const register = useRegister();
  const submit = form.handleSubmit(({ email, password, firstName, lastName }) =>
    register.mutate(
      { email, password, profile: { firstName, lastName } },
      { onSuccess: (state) => flow.handle(state, email) },
    ),
  );
  if (flow.verification) {
    return (
      <section className="narrow">
        <h1>Create an account</h1>
        <EmailVerificationStep pending={flow.verification} onResult={(s) => flow.handle(s, flow.verification!.email)} />
        <SignInOutcome flow={flow} />
      </section>
    );
  }
  const busy = register.isPending || flow.session.isPending;
  return (
    <section className="narrow">
      <h1>Create an account</h1>
      <form className="card" onSubmit={submit} noValidate aria-label="Create an account">
        <div className="field-row">
          <FormField label="First name" error={form.formState.errors.firstName}>
            {(ids) => <input {...ids} {...form.register('firstName')} autoComplete="given-name" />}
          </FormField>
          <FormField label="Last name" error={form.formState.errors.lastName}>
            {(ids) => <input {...ids} {...form.register('lastName')} autoComplete="family-name" />}
          </FormField>
        </div>
        <FormField label="Email" error={form.formState.errors.email}>
          {(ids) => <input {...ids} {...form.register('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField label="Password" error={form.formState.errors.password} hint="At least 6 characters.">
          {(ids) => <input {...ids} {...form.register('password')} type="password" autoComplete="new-password" />}
        </FormField>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
        <SignInOutcome flow={flow} error={register.error} />
        <p>
          Already a member? <Link to="/account/login">Log in</Link>
        </p>
      </form>
    </section>
  );
}
