import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/router';
import { useRegister } from 'sitekit/react';
import { SignInOutcome } from '../../components/account/SignInOutcome';
import { SignInVerification } from '../../components/account/SignInVerification';
import { InputField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useSignInFlow } from '../../hooks/useSignInFlow';
import { registerForm } from '../../lib/account-forms';
import { fieldProps } from '../../lib/field-props';

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
  if (flow.verification) return <SignInVerification title="Create an account" flow={flow} />;
  const field = fieldProps(form);
  const busy = register.isPending || flow.session.isPending;
  return (
    <section className="narrow">
      <h1>Create an account</h1>
      <form className="card" onSubmit={submit} noValidate aria-label="Create an account">
        <div className="field-row">
          <InputField label="First name" {...field('firstName')} autoComplete="given-name" />
          <InputField label="Last name" {...field('lastName')} autoComplete="family-name" />
        </div>
        <InputField label="Email" {...field('email')} type="email" autoComplete="email" />
        <InputField
          label="Password"
          hint="At least 6 characters."
          {...field('password')}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} label="Create account" busyLabel="Creating your account…" />
        <SignInOutcome flow={flow} error={register.error} />
        <p>
          Already a member? <Link to="/account/login">Log in</Link>
        </p>
      </form>
    </section>
  );
}
