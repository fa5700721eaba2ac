import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSendPasswordResetEmail } from 'sitekit/react';
import { DevMailboxBanner } from '../../components/DevMailboxBanner';
import { FormField } from '../../components/FormField';
import { MutationStatus } from '../../components/StatusViews';
import { emailForm } from '../../lib/account-forms';
import { appUrl } from '../../lib/app-urls';

export function ForgotPasswordPage() {
  const form = useForm({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });
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
          <DevMailboxBanner to={send.variables.email} kind="recovery" />
        </div>
      ) : (
        <form className="card" onSubmit={submit} noValidate aria-label="Reset your password">
          <FormField label="Email" error={form.formState.errors.email}>
            {(ids) => <input {...ids} {...form.register('email')} type="email" autoComplete="email" />}
          </FormField>
          <button type="submit" className="primary" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send reset link'}
          </button>
          <MutationStatus error={send.error} />
        </form>
      )}
    </section>
  );
}
