import { Form } from 'react-router';
import { DevMailboxBanner } from '../../components/DevMailboxBanner';
import { FormOutcome } from '../../components/account/FormOutcome';
import { InputField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormBusy } from '../../hooks/useFormBusy';
import type { FieldErrors } from '../../lib/form-values';

interface ForgotPasswordPageProps {
  /** The address to start with (the account page's link brings the member's). */
  email: string;
  /** The server's answer: the address a link went to, or what went wrong. */
  result?: { email?: string; sentTo?: string; errors?: FieldErrors; failure?: string };
}

export function ForgotPasswordPage({ email, result }: ForgotPasswordPageProps) {
  const busy = useFormBusy();
  return (
    <section className="narrow">
      <h1>Reset your password</h1>
      {result?.sentTo ? (
        <div className="card">
          <p role="status">If {result.sentTo} belongs to a member, a link to set a new password is on its way.</p>
          <DevMailboxBanner
            to={result.sentTo}
            kind="recovery"
            noMail="The platform sends a reset link only to a member’s address, and answers the same either way so that nobody can learn who is a member. Check the address, or register."
          />
        </div>
      ) : (
        <Form method="post" className="card" noValidate aria-label="Reset your password">
          <InputField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={result?.email ?? email}
            error={{ message: result?.errors?.email }}
          />
          <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending…" />
          <FormOutcome failure={result?.failure} />
        </Form>
      )}
    </section>
  );
}
