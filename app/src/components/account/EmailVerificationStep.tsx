import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useProcessVerification, useResendDuringAuthentication } from 'sitekit/react';
import * as z from 'zod/mini';
import type { PendingVerification } from '../../hooks/useSignInFlow';
import { zVerifyDuringAuthenticationRequest } from '../../lib/schemas';
import type { StateMachine } from 'sitekit';
import { DevMailboxBanner } from '../DevMailboxBanner';
import { InputField } from '../FormField';
import { MutationStatus } from '../StatusViews';
import { SubmitButton } from '../SubmitButton';
import { fieldProps } from '../../lib/field-props';

const codeForm = z.object({
  code: zVerifyDuringAuthenticationRequest.shape.code.check(z.trim(), z.minLength(1, 'Enter the code from the email')),
});

interface EmailVerificationStepProps {
  pending: PendingVerification;
  onResult: (state: StateMachine) => void;
}

/** The code the platform emailed; in development the sandbox mailbox shows it right here. */
export function EmailVerificationStep({ pending, onResult }: EmailVerificationStepProps) {
  const form = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const verify = useProcessVerification({ onSuccess: onResult });
  const resend = useResendDuringAuthentication();
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate({ inputs: { verificationCode: code }, state: pending.state }),
  );
  return (
    <section className="card" aria-labelledby="verify-title">
      <h2 id="verify-title">Verify your email</h2>
      <p>We sent a code to {pending.email}. Enter it to finish.</p>
      <DevMailboxBanner
        to={pending.email}
        kind="verification"
        noMail="Go back and sign in again to have a new code sent."
      />
      <form onSubmit={submit} noValidate>
        <InputField
          label="Verification code"
          {...fieldProps(form)('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <SubmitButton busy={verify.isPending} label="Verify" busyLabel="Checking…" />
        <MutationStatus error={verify.error} />
      </form>
      <p>
        No email?{' '}
        <button
          type="button"
          className="link-button"
          disabled={resend.isPending}
          onClick={() => resend.mutate(pending.state.data.stateToken)}
        >
          {resend.isPending ? 'Sending…' : 'Send the code again'}
        </button>
      </p>
      {resend.isSuccess && <p role="status">A new code is on its way to {pending.email}.</p>}
      <MutationStatus error={resend.error} />
    </section>
  );
}
