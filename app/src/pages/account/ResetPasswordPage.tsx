import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '../../lib/router';
import { useRecover } from 'sitekit/react';
import { InputField } from '../../components/FormField';
import { EmptyState, MutationStatus } from '../../components/StatusViews';
import { SubmitButton } from '../../components/SubmitButton';
import { newPasswordForm } from '../../lib/account-forms';
import { fieldProps } from '../../lib/field-props';

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
  const field = fieldProps(form);
  return (
    <section className="narrow">
      <h1>Choose a new password</h1>
      {recover.isSuccess ? (
        <p className="status status-success" role="status">
          Your new password is saved. <Link to="/account/login">Log in</Link>
        </p>
      ) : (
        <form className="card" onSubmit={submit} noValidate aria-label="Choose a new password">
          <InputField label="New password" {...field('password')} type="password" autoComplete="new-password" />
          <InputField
            label="Repeat the new password"
            {...field('confirm')}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton busy={recover.isPending} label="Save password" />
          <MutationStatus error={recover.error} />
        </form>
      )}
    </section>
  );
}
