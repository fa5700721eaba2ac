import {
  changePassword,
  loginV2,
  logout,
  registerV2,
  signOn,
  validateEmail,
  verifyFactor,
} from '../../generated/sdk.gen.js';
import type {
  EmailValidationResult,
  FactorType,
  LoginId,
  LoginV2Request,
  LogoutData,
  RawHttpResponse,
  RegisterV2Request,
  SignOnRequest,
  SignOnResult,
  StateMachineResponse,
  VerifyFactorRequest,
} from '../../generated/types.gen.js';
import {
  zChangePasswordBody,
  zChangePasswordResponse,
  zLoginV2Body,
  zLoginV2Response,
  zLogoutQuery,
  zLogoutResponse,
  zRegisterV2Body,
  zRegisterV2Response,
  zSignOnBody,
  zSignOnResponse,
  zValidateEmailBody,
  zValidateEmailResponse,
  zVerifyFactorBody,
  zVerifyFactorPath,
  zVerifyFactorResponse,
} from '../../generated/zod.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';
import { operationValidators } from '../http/operation-validators.js';

const validators = {
  registerV2: operationValidators({ body: zRegisterV2Body }, zRegisterV2Response),
  loginV2: operationValidators({ body: zLoginV2Body }, zLoginV2Response),
  signOn: operationValidators({ body: zSignOnBody }, zSignOnResponse),
  changePassword: operationValidators({ body: zChangePasswordBody }, zChangePasswordResponse),
  logout: operationValidators({ query: zLogoutQuery }, zLogoutResponse),
  validateEmail: operationValidators({ body: zValidateEmailBody }, zValidateEmailResponse),
  verifyFactor: operationValidators({ body: zVerifyFactorBody, path: zVerifyFactorPath }, zVerifyFactorResponse),
};

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

export function createAuthentication({ client }: SiteContext): AuthenticationModule {
  return {
    async registerV2(loginId, options, call) {
      const body = { loginId, ...options };
      return (
        await registerV2({ client, body, ...validators.registerV2, throwOnError: true, ...transportOptions(call) })
      ).data;
    },
    async loginV2(loginId, options, call) {
      const body = { loginId, ...options };
      return (await loginV2({ client, body, ...validators.loginV2, throwOnError: true, ...transportOptions(call) }))
        .data;
    },
    async signOn(loginId, options, call) {
      const body = { loginId, ...options };
      return (await signOn({ client, body, ...validators.signOn, throwOnError: true, ...transportOptions(call) })).data;
    },
    async changePassword(newPassword, call) {
      const body = { newPassword };
      await changePassword({
        client,
        body,
        ...validators.changePassword,
        throwOnError: true,
        ...transportOptions(call),
      });
    },
    async logout(options, call) {
      const query = options ?? {};
      return (await logout({ client, query, ...validators.logout, throwOnError: true, ...transportOptions(call) }))
        .data;
    },
    async validateEmail(email, call) {
      const body = { email };
      return (
        await validateEmail({
          client,
          body,
          ...validators.validateEmail,
          throwOnError: true,
          ...transportOptions(call),
        })
      ).data;
    },
    async verifyFactor(factorType, options, call) {
      const request = {
        client,
        path: { factorType },
        body: options,
        ...validators.verifyFactor,
        throwOnError: true as const,
      };
      return (await verifyFactor({ ...request, ...transportOptions(call) })).data;
    },
  };
}
