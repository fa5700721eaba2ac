import { Form } from 'react-router';
import { DevMailboxBanner } from '../../components/DevMailboxBanner';
import { FormOutcome, type FormOutcomeMessages } from '../../components/account/FormOutcome';
import { InputField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormBusy } from '../../hooks/useFormBusy';
import type { FieldErrors } from '../../lib/form-values';

interface VerifyEmailPageProps {
  /** Where the code went. */
  email: string;
  /** The server's answer to the last post: a new code sent, or what went wrong. */
  result?: FormOutcomeMessages & { errors?: FieldErrors; resent?: true };
}

/** The code the platform emailed after a login or registration; in development the sandbox mailbox shows it here. */
export function VerifyEmailPage({ email, result }: VerifyEmailPageProps) {
  const verifying = useFormBusy('verify');
  const resending = useFormBusy('resend');
  return (
    <section className="narrow">
      <h1>Verify your email</h1>
      <div className="card">
        <p>We sent a code to {email}. Enter it to finish.</p>
        <DevMailboxBanner to={email} kind="verification" noMail="Go back and sign in again to have a new code sent." />
        <Form method="post" noValidate aria-label="Verify your email">
          <InputField
            label="Verification code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            error={{ message: result?.errors?.code }}
          />
          <SubmitButton busy={verifying} label="Verify" busyLabel="Checking…" name="intent" value="verify" />
        </Form>
        <Form method="post">
          <p>
            No email?{' '}
            <button type="submit" name="intent" value="resend" className="link-button" disabled={resending}>
              {resending ? 'Sending…' : 'Send the code again'}
            </button>
          </p>
        </Form>
        {result?.resent && <p role="status">A new code is on its way to {email}.</p>}
        <FormOutcome failure={result?.failure} notice={result?.notice} />
      </div>
    </section>
  );
}
