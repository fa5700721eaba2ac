import { Form } from 'react-router';
import { FormOutcome } from '../../components/account/FormOutcome';
import { InputField } from '../../components/FormField';
import { EmptyState } from '../../components/StatusViews';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormBusy } from '../../hooks/useFormBusy';
import type { FieldErrors } from '../../lib/form-values';
import { Link } from '../../lib/router';

interface ResetPasswordPageProps {
  /** From the recovery email's link. */
  recoveryToken: string;
  result?: { saved?: true; errors?: FieldErrors; failure?: string };
}

/** Sets a new password with the token from a recovery email. */
export function ResetPasswordPage({ recoveryToken, result }: ResetPasswordPageProps) {
  const busy = useFormBusy();
  if (!recoveryToken)
    return (
      <EmptyState title="This reset link is incomplete">
        <Link to="/account/forgot-password">Ask for a new link</Link>
      </EmptyState>
    );
  return (
    <section className="narrow">
      <h1>Choose a new password</h1>
      {result?.saved ? (
        <p className="status status-success" role="status">
          Your new password is saved. <Link to="/account/login">Log in</Link>
        </p>
      ) : (
        <Form method="post" className="card" noValidate aria-label="Choose a new password">
          <input type="hidden" name="recoveryToken" value={recoveryToken} />
          <InputField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={{ message: result?.errors?.password }}
          />
          <InputField
            label="Repeat the new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            error={{ message: result?.errors?.confirm }}
          />
          <SubmitButton busy={busy} label="Save password" />
          <FormOutcome failure={result?.failure} />
        </Form>
      )}
    </section>
  );
}
