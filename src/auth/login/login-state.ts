import type { Identity, StateMachineResponse } from '../../../generated/types.gen.js';
import { OAUTH_FLOW_FAILURES, SiteResponseValidationError, type SiteError } from '../../errors/index.js';

/** Where a register/login/verification flow stands, from the caller's point of view. */
export enum LoginState {
  SUCCESS = 'SUCCESS',
  FAILURE = 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED = 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED = 'OWNER_APPROVAL_REQUIRED',
}

export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'emailAlreadyExists'
  | 'invalidCaptchaToken';

export interface SuccessState {
  loginState: LoginState.SUCCESS;
  /** `identity`: the member the flow signed in (their profile and email), when the platform says so. */
  data: { sessionToken: string; identity?: Identity };
}

export interface OwnerApprovalRequiredState {
  loginState: LoginState.OWNER_APPROVAL_REQUIRED;
}

export interface EmailVerificationRequiredState {
  loginState: LoginState.EMAIL_VERIFICATION_REQUIRED;
  data: { stateToken: string };
}

export interface FailureState {
  loginState: LoginState.FAILURE;
  error: string;
  /** Set for the codes of docs/decisions.md#1; absent for other failures. */
  errorCode?: LoginErrorCode;
  /**
   * The typed error behind the failure. For a failure that is not the user's fault (no answer, timeout, throttling,
   * a 5xx) this is the only detail: `errorCode` is then absent, never `invalidEmail`.
   */
  cause?: SiteError;
  /** For 'Unknown _state': the server's state and continuation token, e.g. to continue an MFA flow with verifyFactor. */
  serverState?: string;
  stateToken?: string;
}

export type StateMachine = SuccessState | OwnerApprovalRequiredState | EmailVerificationRequiredState | FailureState;

/**
 * The state table (docs/decisions.md#2); any state other than the three it names is 'Unknown _state'. A body that is
 * no state machine at all (HTML, empty, no `state`) is an answer outside the contract: a SiteResponseValidationError.
 */
export function stateFromServer(response: StateMachineResponse): StateMachine {
  if (typeof response !== 'object' || response === null || typeof response.state !== 'string') {
    throw new SiteResponseValidationError({
      message: 'The response does not match the contract: "state" is missing; the response is not a login state',
      body: response,
    });
  }
  switch (response.state) {
    case 'SUCCESS':
      return {
        loginState: LoginState.SUCCESS,
        data: { sessionToken: response.sessionToken ?? '', ...(response.identity && { identity: response.identity }) },
      };
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: LoginState.OWNER_APPROVAL_REQUIRED };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return { loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: response.stateToken ?? '' } };
    default:
      return unknownState(response);
  }
}

export function unknownState(response?: StateMachineResponse): FailureState {
  const failure: FailureState = { loginState: LoginState.FAILURE, error: OAUTH_FLOW_FAILURES.UNKNOWN_STATE };
  if (response?.state) failure.serverState = response.state;
  if (response?.stateToken) failure.stateToken = response.stateToken;
  return failure;
}
