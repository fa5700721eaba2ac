import { expect } from 'vitest';
import { LoginState, type OAuthAuth, type SiteClient, type Tokens } from '../../../src/index.js';
import { openPage } from './hosted-pages.js';
import { oauthClient, type ClientOptions, type LoggedClient } from './site-clients.js';
import type { SandboxUnderTest } from './sandbox-under-test.js';

export const MEMBER_PASSWORD = 'Correct-Horse-9';
/** On the development client's allowed list (`http://127.0.0.1:*`). */
export const CALLBACK_URL = 'http://127.0.0.1:5173/callback';

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}.${Date.now().toString(36)}.${counter++}@sitekit.dev`;
}

/** Registers through `site.auth.register` and answers the session token of the SUCCESS state. */
export async function registerMember(
  site: SiteClient<OAuthAuth>,
  email = uniqueEmail(),
  password = MEMBER_PASSWORD,
): Promise<{ email: string; password: string; sessionToken: string }> {
  const state = await site.auth.register({ email, password });
  if (state.loginState !== LoginState.SUCCESS) throw new Error(`registration answered ${JSON.stringify(state)}`);
  return { email, password, sessionToken: state.data.sessionToken };
}

/**
 * The authorization-code flow without a browser: an authorization URL that carries the session token with
 * prompt=none, the hosted authorize endpoint's redirect, then the code exchange with the PKCE verifier.
 */
export async function exchangeSessionForMemberTokens(
  site: SiteClient<OAuthAuth>,
  sessionToken: string,
  responseMode: 'fragment' | 'query' = 'fragment',
): Promise<Tokens> {
  const oauthData = site.auth.generateOAuthData(CALLBACK_URL, 'http://127.0.0.1:5173/account');
  const { authUrl } = await site.auth.getAuthUrl(oauthData, { prompt: 'none', responseMode, sessionToken });
  const redirect = await openPage(authUrl);
  expect(redirect.status).toBe(302);
  expect(redirect.location?.startsWith(CALLBACK_URL)).toBe(true);
  const { code, state } = site.auth.parseFromUrl(redirect.location, responseMode);
  return site.auth.getMemberTokens(code, state, oauthData);
}

/** A client logged in as a newly registered member. */
export async function memberClient(
  sandbox: SandboxUnderTest,
  options: ClientOptions = {},
): Promise<LoggedClient<OAuthAuth> & { email: string; password: string }> {
  const client = oauthClient(sandbox, options);
  const member = await registerMember(client.site);
  await client.site.auth.setTokens(await exchangeSessionForMemberTokens(client.site, member.sessionToken));
  expect(client.site.auth.loggedIn()).toBe(true);
  return { ...client, email: member.email, password: member.password };
}

/** A six-digit code that is not `code`: the one after it. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
