import type { useSignInFlow } from '../../hooks/useSignInFlow';
import { LoadingState, MutationStatus } from '../StatusViews';

/** The flow's messages: a failure, a notice (owner approval), the session being opened, or its error. */
export function SignInOutcome({ flow, error }: { flow: ReturnType<typeof useSignInFlow>; error?: unknown }) {
  return (
    <>
      {flow.failure && (
        <p className="status status-error" role="alert">
          {flow.failure}
        </p>
      )}
      {flow.notice && (
        <p className="status status-success" role="status">
          {flow.notice}
        </p>
      )}
      {flow.session.isPending && <LoadingState label="Opening your session…" />}
      <MutationStatus error={error ?? flow.session.error} />
    </>
  );
}
