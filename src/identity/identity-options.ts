import type {
  LoginV2Request,
  LogoutData,
  RecoverRequest,
  RegisterV2Request,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  SignOnRequest,
  VerifyFactorRequest,
} from '../../generated/types.gen.js';

/*
 * The options of the identity calls: each call's request without the field it takes as its first argument
 * (`loginV2(loginId, options)` sends `{ loginId, ...options }`).
 */

export type RegisterV2Options = Omit<RegisterV2Request, 'loginId'>;
export type LoginV2Options = Omit<LoginV2Request, 'loginId'>;
export type SignOnOptions = Omit<SignOnRequest, 'loginId'>;
export type LogoutOptions = NonNullable<LogoutData['query']>;
/** `stateToken`, `rememberThisDevice` and exactly one factor data field (`smsData`, `totpData`, …). */
export type VerifyFactorOptions = VerifyFactorRequest extends infer Branch
  ? Branch extends unknown
    ? Omit<Branch, 'factorType'>
    : never
  : never;
export type SendRecoveryEmailOptions = Omit<SendRecoveryEmailRequest, 'email'>;
export type SendActivationEmailOptions = Omit<SendActivationEmailRequest, 'identityId'>;
export type RecoverOptions = Omit<RecoverRequest, 'recoveryToken'>;

export interface VerifyDuringAuthenticationOptions {
  stateToken: string;
}
