import { useState } from 'react';
import { useNavigate } from '../lib/router';
import { LoginState, type EmailVerificationRequiredState, type StateMachine } from 'sitekit';
import { loginFailureMessage } from '../lib/error-message';
import { rememberMemberEmail } from '../lib/member-email';
import { useDirectLogin } from './useDirectLogin';

export interface PendingVerification {
  email: string;
  state: EmailVerificationRequiredState;
}

/**
 * What happens after register, login or a verification code: a session (then the account page), an emailed code
 * to enter, the owner's approval to wait for, or a failure to show.
 */
export function useSignInFlow() {
  const navigate = useNavigate();
  const [verification, setVerification] = useState<PendingVerification>();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const session = useDirectLogin({ onSuccess: () => navigate('/account') });

  const handle = (state: StateMachine, email: string) => {
    setFailure(undefined);
    setNotice(undefined);
    switch (state.loginState) {
      case LoginState.SUCCESS:
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
