import type { Clock } from '../../core/clock.js';
import type { CallOptions } from '../../http/call-options.js';
import type { RedirectsModule } from '../../redirects/redirects.js';
import { getAuthUrl, type AuthUrlOptions } from './auth-url.js';
import { awaitFrameAuthorization } from '../frames/direct-login-frame.js';
import { generateOAuthData, type OAuthData } from './oauth-data.js';
import type { Tokens } from '../session/tokens.js';

export interface DirectLoginDeps {
  redirects: RedirectsModule;
  clientId: string;
  clock: Clock;
  /** How long the frame's answer is waited for. */
  timeoutMs: number;
  /** The code exchange of the authorization-code flow. */
  exchangeCode: (code: string, state: string, oauthData: OAuthData, call?: CallOptions) => Promise<Tokens>;
}

const SILENT_WEB_MESSAGE: AuthUrlOptions = { prompt: 'none', responseMode: 'web_message' };

/**
 * Member tokens for a session token: a silent `web_message` authorization in a hidden frame, then the code exchange.
 * `call` applies to both requests, and its signal also ends the wait for the frame.
 */
export async function directLogin(deps: DirectLoginDeps, sessionToken: string, call?: CallOptions): Promise<Tokens> {
  const oauthData = generateOAuthData(undefined);
  const authUrlOptions = { ...SILENT_WEB_MESSAGE, sessionToken };
  const { authUrl, authorizationEndpoint } = await getAuthUrl(
    deps.redirects,
    deps.clientId,
    oauthData,
    authUrlOptions,
    call,
  );
  const authorization = await awaitFrameAuthorization({
    url: authUrl,
    expectedOrigin: new URL(authorizationEndpoint ?? authUrl).origin,
    state: oauthData.state,
    timeoutMs: deps.timeoutMs,
    clock: deps.clock,
    signal: call?.signal,
  });
  return deps.exchangeCode(authorization.code, authorization.state, oauthData, call);
}
