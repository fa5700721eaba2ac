import type { useSignInFlow } from '../../hooks/useSignInFlow';
import { EmailVerificationStep } from './EmailVerificationStep';
import { SignInOutcome } from './SignInOutcome';

interface SignInVerificationProps {
  /** The page's title, kept while the code is asked for. */
  title: string;
  flow: ReturnType<typeof useSignInFlow>;
}

/** The step after a login or registration that needs the emailed code, in place of the page's form. */
export function SignInVerification({ title, flow }: SignInVerificationProps) {
  const pending = flow.verification!;
  return (
    <section className="narrow">
      <h1>{title}</h1>
      <EmailVerificationStep pending={pending} onResult={(state) => flow.handle(state, pending.email)} />
      <SignInOutcome flow={flow} />
    </section>
  );
}
