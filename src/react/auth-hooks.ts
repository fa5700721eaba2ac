import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { OAuthAuth } from '../auth/strategies/oauth-auth.js';
import type { LoginStatus } from './login-status.js';
import type { ReactSiteClient } from './site-binding.js';
import { useSiteValue } from './site-provider.js';
import { useSiteMutation, type ActionOptions } from './site-mutation.js';

function oauthOf(site: ReactSiteClient): OAuthAuth {
  const auth = site.auth as Partial<OAuthAuth>;
  if (typeof auth.loggedIn !== 'function') {
    throw new TypeError('The auth hooks need a site client made with OAuthStrategy');
  }
  return auth as OAuthAuth;
}

/** Whether a member is logged in, and the refresh token's role; re-renders when either changes. */
export function useLoginStatus(): LoginStatus {
  const { loginStatus } = useSiteValue();
  return useSyncExternalStore(loginStatus.subscribe, loginStatus.getSnapshot, loginStatus.getSnapshot);
}

/** `site.auth` with every method re-reading the login status once it returned or settled. */
function withStatusRefresh(auth: OAuthAuth, refresh: () => void): OAuthAuth {
  const wrapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(auth)) {
    if (typeof member !== 'function') {
      wrapped[name] = member;
      continue;
    }
    wrapped[name] = (...args: unknown[]) => {
      try {
        const result: unknown = member.apply(auth, args);
        if (result instanceof Promise) return result.finally(refresh);
        refresh();
        return result;
      } catch (error) {
        refresh();
        throw error;
      }
    };
  }
  return wrapped as unknown as OAuthAuth;
}

/**
 * The login status and the auth layer's actions (`site.auth.*`, OAuth clients only). Calling an action through
 * `auth` updates `loggedIn` and `role` as soon as it settles, e.g. after `auth.setTokens(memberTokens)`.
 */
export function useAuth(): LoginStatus & { auth: OAuthAuth } {
  const status = useLoginStatus();
  const { site, loginStatus } = useSiteValue();
  const auth = useMemo(() => withStatusRefresh(oauthOf(site), loginStatus.refresh), [site, loginStatus]);
  return { ...status, auth };
}

/** A mutation for one `site.auth` action that re-reads the login status when it settles. */
function useAuthAction<TData, TVariables>(
  run: (auth: OAuthAuth, variables: TVariables) => Promise<TData>,
  options: ActionOptions<TData, TVariables> = {},
) {
  const { loginStatus } = useSiteValue();
  return useSiteMutation<TData, TVariables>((site, variables) => run(oauthOf(site), variables), {
    ...options,
    onSettled: (...args) => {
      loginStatus.refresh();
      return options.onSettled?.(...args);
    },
  });
}

type Action<K extends keyof OAuthAuth> = Extract<OAuthAuth[K], (...args: never[]) => unknown>;
type ActionResult<K extends keyof OAuthAuth> = Awaited<ReturnType<Action<K>>>;
type Parameter<K extends keyof OAuthAuth, I extends number = 0> = Parameters<Action<K>>[I];

/** The hook of the `K` action, whose mutation variables are `TVariables`. */
type AuthAction<K extends keyof OAuthAuth, TVariables> = (
  options?: ActionOptions<ActionResult<K>, TVariables>,
) => UseMutationResult<ActionResult<K>, Error, TVariables>;

export const useGenerateVisitorTokens: AuthAction<'generateVisitorTokens', Parameter<'generateVisitorTokens'>> = (
  options,
) => useAuthAction((auth, tokens) => auth.generateVisitorTokens(tokens), options);

export const useRenewToken: AuthAction<'renewToken', Parameter<'renewToken'>> = (options) =>
  useAuthAction((auth, refreshToken) => auth.renewToken(refreshToken), options);

export const useSetTokens: AuthAction<'setTokens', Parameter<'setTokens'>> = (options) =>
  useAuthAction((auth, tokens) => auth.setTokens(tokens), options);

export const useRegister: AuthAction<'register', Parameter<'register'>> = (options) =>
  useAuthAction((auth, params) => auth.register(params), options);

export const useLogin: AuthAction<'login', Parameter<'login'>> = (options) =>
  useAuthAction((auth, params) => auth.login(params), options);

export const useProcessVerification: AuthAction<
  'processVerification',
  { inputs: Parameter<'processVerification'>; state?: Parameter<'processVerification', 1> }
> = (options) => useAuthAction((auth, { inputs, state }) => auth.processVerification(inputs, state), options);

export const useSendPasswordResetEmail: AuthAction<'sendPasswordResetEmail', { email: string; redirectUri: string }> = (
  options,
) => useAuthAction((auth, { email, redirectUri }) => auth.sendPasswordResetEmail(email, redirectUri), options);

export const useGetMemberTokens: AuthAction<
  'getMemberTokens',
  { code: string | undefined; state: string | undefined; oauthData: Parameter<'getMemberTokens', 2> }
> = (options) =>
  useAuthAction((auth, { code, state, oauthData }) => auth.getMemberTokens(code, state, oauthData), options);

export const useGetMemberTokensForDirectLogin: AuthAction<'getMemberTokensForDirectLogin', string> = (options) =>
  useAuthAction((auth, sessionToken) => auth.getMemberTokensForDirectLogin(sessionToken), options);

export const useGetMemberTokensForExternalLogin: AuthAction<
  'getMemberTokensForExternalLogin',
  { memberId: string; apiKey: string }
> = (options) =>
  useAuthAction((auth, { memberId, apiKey }) => auth.getMemberTokensForExternalLogin(memberId, apiKey), options);

/** Clears the tokens (role `none`) and answers the hosted logout page's URL to navigate to. */
export const useLogout: AuthAction<'logout', string> = (options) =>
  useAuthAction((auth, originalUrl) => auth.logout(originalUrl), options);
