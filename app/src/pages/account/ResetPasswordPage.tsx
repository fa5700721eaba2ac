import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '../../lib/router';
import { useRecover } from 'sitekit/react';
import { FormField } from '../../components/FormField';
import { EmptyState, MutationStatus } from '../../components/StatusViews';
import { newPasswordForm } from '../../lib/account-forms';

/** Sets a new password with the token from a recovery email. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const recoveryToken = params.get('recoveryToken');
  const form = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } });
  const recover = useRecover();
  if (!recoveryToken)
    return (
      <EmptyState title="This reset link is incomplete">
        <Link to="/account/forgot-password">Ask for a new link</Link>
      </EmptyState>
    );
  const submit = form.handleSubmit(({ password }) => recover.mutate({ recoveryToken, options: { password } }));
  return (
    <section className="narrow">
      <h1>Choose a new password</h1>
      {recover.isSuccess ? (
        <p className="status status-success" role="status">
          Your new password is saved. <Link to="/account/login">Log in</Link>
        </p>
      ) : (
        <form className="card" onSubmit={submit} noValidate aria-label="Choose a new password">
          <FormField label="New password" error={form.formState.errors.password}>
            {(ids) => <input {...ids} {...form.register('password')} type="password" autoComplete="new-password" />}
          </FormField>
          <FormField label="Repeat the new password" error={form.formState.errors.confirm}>
            {(ids) => <input {...ids} {...form.register('confirm')} type="password" autoComplete="new-password" />}
          </FormField>
          <button type="submit" className="primary" disabled={recover.isPending}>
            {recover.isPending ? 'Saving…' : 'Save password'}
          </button>
          <MutationStatus error={recover.error} />
        </form>
      )}
    </section>
  );
}
