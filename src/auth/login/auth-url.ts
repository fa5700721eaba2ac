import type { CreateRedirectSessionRequest, RedirectSessionResult } from '../../../generated/types.gen.js';
import type { CallOptions } from '../../http/call-options.js';
import type { RedirectsModule } from '../../redirects/redirects.js';
import { hostedPageUrl } from './hosted-page-url.js';
import type { OAuthData, ResponseMode } from './oauth-data.js';

/** Identity-provider connections the hosted login can jump to directly. */
export const IDP_CONNECTION_IDS = {
  google: '0e6a50f5-b523-4e29-990d-f37fa2ffdd69',
  facebook: '3ecad13f-52c3-483d-911f-31dbcf2a6d23',
} as const;

export interface AuthUrlOptions {
  /** `login` (default) always shows the login page; `none` answers silently from the platform session. */
  prompt?: 'login' | 'none';
  /** How the code comes back: in the redirect URI's fragment (default), its query, or posted to the parent window. */
  responseMode?: ResponseMode;
  /** A session token from `login`/`register`, to skip the login page. */
  sessionToken?: string;
  idp?: keyof typeof IDP_CONNECTION_IDS | { connectionId: string };
}

export interface AuthUrl {
  authUrl: string;
  /** The authorization endpoint; its origin is the only one a hidden-frame answer is accepted from. */
  authorizationEndpoint: string | undefined;
  sessionToken: string | undefined;
}

/** The redirect-session request of the authorization page (openapi/paths/redirects.yaml). */
export function authRedirectRequest(
  clientId: string,
  oauthData: OAuthData,
  options: AuthUrlOptions = {},
): CreateRedirectSessionRequest {
  const idp = options.idp === undefined ? undefined : resolveIdp(options.idp);
  return {
    auth: {
      authRequest: {
        ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
        clientId,
        codeChallenge: oauthData.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode: options.responseMode ?? 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        state: oauthData.state,
        ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        ...(idp ? { idp } : {}),
      },
      prompt: options.prompt ?? 'login',
    },
  };
}

export async function getAuthUrl(
  redirects: RedirectsModule,
  clientId: string,
  oauthData: OAuthData,
  options?: AuthUrlOptions,
  call?: CallOptions,
): Promise<AuthUrl> {
  const request = authRedirectRequest(clientId, oauthData, options);
  const { redirectSession } = await redirects.createRedirectSession(request, call);
  return describeSession(redirectSession);
}

function describeSession(redirectSession: RedirectSessionResult['redirectSession'] | undefined): AuthUrl {
  return {
    authUrl: hostedPageUrl(redirectSession?.fullUrl),
    authorizationEndpoint: redirectSession?.urlDetails?.endpoint,
    sessionToken: redirectSession?.sessionToken,
  };
}

function resolveIdp(idp: NonNullable<AuthUrlOptions['idp']>): string {
  return typeof idp === 'string' ? IDP_CONNECTION_IDS[idp] : idp.connectionId;
}
