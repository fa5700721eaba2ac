import { useState } from 'react';
import { useNavigate } from '../lib/router';
import { LoginState, type StateMachine } from 'sitekit';
import { loginFailureMessage } from '../lib/error-message';
import { rememberMemberEmail } from '../lib/member-email';
import { storedVerification, storeVerification, type PendingVerification } from '../lib/pending-verification';
import { useDirectLogin } from './useDirectLogin';

export type { PendingVerification } from '../lib/pending-verification';

/**
 * What happens after register, login or a verification code: a session (then the account page), an emailed code
 * to enter, the owner's approval to wait for, or a failure to show.
 */
export function useSignInFlow() {
  const navigate = useNavigate();
  const [verification, setPending] = useState<PendingVerification | undefined>(storedVerification);
  const setVerification = (pending: PendingVerification | undefined) => {
    storeVerification(pending);
    setPending(pending);
  };
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const session = useDirectLogin({ onSuccess: () => navigate('/account') });

  const handle = (state: StateMachine, email: string) => {
    setFailure(undefined);
    setNotice(undefined);
    switch (state.loginState) {
      case LoginState.SUCCESS:
        setVerification(undefined);
        rememberMemberEmail(email);
        session.mutate(state.data.sessionToken);
        return;
      case LoginState.EMAIL_VERIFICATION_REQUIRED:
        setVerification({ email, state });
        return;
      case LoginState.OWNER_APPROVAL_REQUIRED:
        setVerification(undefined);
        setNotice('Thanks! The store owner must approve your account before you can log in.');
        return;
      default:
        setFailure(loginFailureMessage(state));
    }
  };

  return { handle, verification, notice, failure, session };
}
