import type { UseMutationResult } from '@tanstack/react-query';
import type { SiteClient } from '../site-client.js';
import { useSiteMutation, type ActionOptions } from './site-mutation.js';

/*
 * The raw identity, redirect and checkout calls as mutations (`site.authentication`, `site.recovery`,
 * `site.verification`, `site.redirects`, `site.checkout`). Variables follow the catalog hooks' rule: the argument itself when the call has one, an object
 * keyed by the argument names when it has several.
 */

type Method<M extends keyof SiteClient, K extends keyof SiteClient[M]> = Extract<
  SiteClient[M][K],
  (...args: never[]) => Promise<unknown>
>;
type MethodResult<M extends keyof SiteClient, K extends keyof SiteClient[M]> = Awaited<ReturnType<Method<M, K>>>;
type Argument<M extends keyof SiteClient, K extends keyof SiteClient[M], I extends number = 0> = Parameters<
  Method<M, K>
>[I];

type Hook<M extends keyof SiteClient, K extends keyof SiteClient[M], TVariables> = (
  options?: ActionOptions<MethodResult<M, K>, TVariables>,
) => UseMutationResult<MethodResult<M, K>, Error, TVariables>;

type WithLoginId<K extends 'registerV2' | 'loginV2' | 'signOn'> = {
  loginId: Argument<'authentication', K>;
  options: Argument<'authentication', K, 1>;
};

export const useRegisterV2: Hook<'authentication', 'registerV2', WithLoginId<'registerV2'>> = (options) =>
  useSiteMutation((site, v) => site.authentication.registerV2(v.loginId, v.options), options);

export const useLoginV2: Hook<'authentication', 'loginV2', WithLoginId<'loginV2'>> = (options) =>
  useSiteMutation((site, v) => site.authentication.loginV2(v.loginId, v.options), options);

export const useSignOn: Hook<'authentication', 'signOn', WithLoginId<'signOn'>> = (options) =>
  useSiteMutation((site, v) => site.authentication.signOn(v.loginId, v.options), options);

export const useChangePassword: Hook<'authentication', 'changePassword', string> = (options) =>
  useSiteMutation((site, newPassword) => site.authentication.changePassword(newPassword), options);

/** The platform session's raw logout call (`site.authentication.logout`); `useLogout` is the auth layer's logout. */
export const useAuthenticationLogout: Hook<'authentication', 'logout', Argument<'authentication', 'logout'>> = (
  options,
) => useSiteMutation((site, logoutOptions) => site.authentication.logout(logoutOptions), options);

export const useValidateEmail: Hook<'authentication', 'validateEmail', string> = (options) =>
  useSiteMutation((site, email) => site.authentication.validateEmail(email), options);

export const useVerifyFactor: Hook<
  'authentication',
  'verifyFactor',
  { factorType: Argument<'authentication', 'verifyFactor'>; options: Argument<'authentication', 'verifyFactor', 1> }
> = (options) => useSiteMutation((site, v) => site.authentication.verifyFactor(v.factorType, v.options), options);

export const useSendRecoveryEmail: Hook<
  'recovery',
  'sendRecoveryEmail',
  { email: string; options?: Argument<'recovery', 'sendRecoveryEmail', 1> }
> = (options) => useSiteMutation((site, v) => site.recovery.sendRecoveryEmail(v.email, v.options), options);

export const useSendActivationEmail: Hook<
  'recovery',
  'sendActivationEmail',
  { identityId: string; options?: Argument<'recovery', 'sendActivationEmail', 1> }
> = (options) => useSiteMutation((site, v) => site.recovery.sendActivationEmail(v.identityId, v.options), options);

export const useRecover: Hook<
  'recovery',
  'recover',
  { recoveryToken: string; options?: Argument<'recovery', 'recover', 1> }
> = (options) => useSiteMutation((site, v) => site.recovery.recover(v.recoveryToken, v.options), options);

/** `site.verification.start`. */
export const useStartVerification: Hook<'verification', 'start', Argument<'verification', 'start'>> = (options) =>
  useSiteMutation((site, request) => site.verification.start(request), options);

export const useVerifyDuringAuthentication: Hook<
  'verification',
  'verifyDuringAuthentication',
  { code: string; options: Argument<'verification', 'verifyDuringAuthentication', 1> }
> = (options) => useSiteMutation((site, v) => site.verification.verifyDuringAuthentication(v.code, v.options), options);

export const useResendDuringAuthentication: Hook<'verification', 'resendDuringAuthentication', string> = (options) =>
  useSiteMutation((site, stateToken) => site.verification.resendDuringAuthentication(stateToken), options);

export const useCreateRedirectSession: Hook<
  'redirects',
  'createRedirectSession',
  Argument<'redirects', 'createRedirectSession'>
> = (options) => useSiteMutation((site, request) => site.redirects.createRedirectSession(request), options);

/** `site.checkout.createCheckout`: the checkout whose id the store checkout redirect carries. */
export const useCreateCheckout: Hook<'checkout', 'createCheckout', Argument<'checkout', 'createCheckout'>> = (
  options,
) => useSiteMutation((site, request) => site.checkout.createCheckout(request), options);
