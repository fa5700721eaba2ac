import type { SiteContext } from '../../core/site-context.js';
import { nowInSeconds } from '../../core/clock.js';
import type { CallOptions } from '../../http/call-options.js';
import { requestGrant, type GrantResult } from './token-endpoint.js';
import { type RefreshToken, TokenRole, type Tokens } from '../session/tokens.js';

/** The grants of openapi/paths/oauth.yaml, each answering sitekit's token objects. */
export class TokenGrants {
  readonly #context: SiteContext;
  readonly #clientId: string;
  readonly #extraHeaders: Record<string, string>;

  constructor(context: SiteContext, clientId: string, extraHeaders: Record<string, string> = {}) {
    this.#context = context;
    this.#clientId = clientId;
    this.#extraHeaders = extraHeaders;
  }

  async anonymous(call?: CallOptions): Promise<Tokens> {
    const grant = await requestGrant(
      this.#context,
      { clientId: this.#clientId, grantType: 'anonymous' },
      { ...call, headers: this.#extraHeaders },
    );
    return this.#tokensFrom(grant, { value: grant.refreshToken ?? '', role: TokenRole.VISITOR });
  }

  /** Keeps the role; keeps a rotated refresh token when the answer carries one, the given one otherwise. */
  async refresh(refreshToken: RefreshToken, call?: CallOptions): Promise<Tokens> {
    const grant = await requestGrant(
      this.#context,
      { clientId: this.#clientId, refreshToken: refreshToken.value, grantType: 'refresh_token' },
      { ...call, headers: this.#extraHeaders, resendOnlyIfUnprocessed: true },
    );
    const kept = grant.refreshToken ? { value: grant.refreshToken, role: refreshToken.role } : { ...refreshToken };
    return this.#tokensFrom(grant, kept);
  }

  async authorizationCode(
    code: string,
    codeVerifier: string,
    redirectUri: string | undefined,
    call?: CallOptions,
  ): Promise<Tokens> {
    const body = {
      clientId: this.#clientId,
      grantType: 'authorization_code' as const,
      ...(redirectUri ? { redirectUri } : {}),
      code,
      codeVerifier,
    };
    const grant = await requestGrant(this.#context, body, { ...call, headers: this.#extraHeaders });
    return this.#tokensFrom(grant, { value: grant.refreshToken ?? '', role: TokenRole.MEMBER });
  }

  /** Member tokens for a trusted backend: `Authorization: <visitor access token>,<API key>`. */
  async authorizedClient(
    memberId: string,
    visitorAccessToken: string,
    apiKey: string,
    call?: CallOptions,
  ): Promise<Tokens> {
    const grant = await requestGrant(
      this.#context,
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
      { ...call, headers: { ...this.#extraHeaders, Authorization: `${visitorAccessToken},${apiKey}` } },
    );
    return this.#tokensFrom(grant, { value: grant.refreshToken ?? '', role: TokenRole.MEMBER });
  }

  #tokensFrom(grant: GrantResult, refreshToken: RefreshToken): Tokens {
    const expiresAt = nowInSeconds(this.#context.clock) + grant.expiresInSeconds;
    return { accessToken: { value: grant.accessToken, expiresAt }, refreshToken };
  }
}
