import { authenticationOperations } from '../../generated/operation-names.gen.js';
import type {
  EmailValidationResult,
  FactorType,
  LoginId,
  RawHttpResponse,
  SignOnResult,
  StateMachineResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import type {
  LoginV2Options,
  LogoutOptions,
  RegisterV2Options,
  SignOnOptions,
  VerifyFactorOptions,
} from './identity-options.js';

/** The raw authentication calls (`site.authentication`), named and ordered as in the official client. */
export interface AuthenticationModule {
  registerV2(loginId: LoginId, options: RegisterV2Options, call?: CallOptions): Promise<StateMachineResponse>;
  loginV2(loginId: LoginId, options: LoginV2Options, call?: CallOptions): Promise<StateMachineResponse>;
  signOn(loginId: LoginId, options?: SignOnOptions, call?: CallOptions): Promise<SignOnResult>;
  changePassword(newPassword: string, call?: CallOptions): Promise<void>;
  /** The platform session's logout; answers the wrapped raw HTTP response (`body` stays base64). */
  logout(options?: LogoutOptions, call?: CallOptions): Promise<RawHttpResponse>;
  validateEmail(email: string, call?: CallOptions): Promise<EmailValidationResult>;
  /** Answers an MFA challenge: `POST /v2/{factorType}/verify`. */
  verifyFactor(factorType: FactorType, options: VerifyFactorOptions, call?: CallOptions): Promise<StateMachineResponse>;
}

export function createAuthentication(context: SiteContext): AuthenticationModule {
  const send = callerFor(context);
  const sendVoid = voidCallerFor(context);
  return {
    registerV2: (loginId, options, call) =>
      send(authenticationOperations.registerV2, { body: { loginId, ...options } }, call),
    loginV2: (loginId, options, call) =>
      send(authenticationOperations.loginV2, { body: { loginId, ...options } }, call),
    signOn: (loginId, options, call) => send(authenticationOperations.signOn, { body: { loginId, ...options } }, call),
    changePassword: (newPassword, call) =>
      sendVoid(authenticationOperations.changePassword, { body: { newPassword } }, call),
    logout: (options, call) => send(authenticationOperations.logout, { query: options ?? {} }, call),
    validateEmail: (email, call) => send(authenticationOperations.validateEmail, { body: { email } }, call),
    verifyFactor: (factorType, options, call) =>
      send(authenticationOperations.verifyFactor, { path: { factorType }, body: options }, call),
  };
}
