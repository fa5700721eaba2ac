import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSendPasswordResetEmail } from 'sitekit/react';
import { DevMailboxBanner } from '../../components/DevMailboxBanner';
import { InputField } from '../../components/FormField';
import { MutationStatus } from '../../components/StatusViews';
import { SubmitButton } from '../../components/SubmitButton';
import { emailForm } from '../../lib/account-forms';
import { appUrl } from '../../lib/app-urls';
import { fieldProps } from '../../lib/field-props';
import { useSearchParams } from '../../lib/router';

export function ForgotPasswordPage() {
  // A signed-in member changing its password comes with its email (the account page's link).
  const [params] = useSearchParams();
  const form = useForm({ resolver: zodResolver(emailForm), defaultValues: { email: params.get('email') ?? '' } });
  const send = useSendPasswordResetEmail();
  const submit = form.handleSubmit(({ email }) => send.mutate({ email, redirectUri: appUrl('/account/login') }));
  return (
    <section className="narrow">
      <h1>Reset your password</h1>
      {send.isSuccess ? (
        <div className="card">
          <p role="status">
            If {send.variables.email} belongs to a member, a link to set a new password is on its way.
          </p>
          <DevMailboxBanner
            to={send.variables.email}
            kind="recovery"
            noMail="The platform sends a reset link only to a member’s address, and answers the same either way so that nobody can learn who is a member. Check the address, or register."
          />
        </div>
      ) : (
        <form className="card" onSubmit={submit} noValidate aria-label="Reset your password">
          <InputField label="Email" {...fieldProps(form)('email')} type="email" autoComplete="email" />
          <SubmitButton busy={send.isPending} label="Send reset link" busyLabel="Sending…" />
          <MutationStatus error={send.error} />
        </form>
      )}
    </section>
  );
}
