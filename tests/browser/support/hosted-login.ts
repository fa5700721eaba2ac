import type { Page } from 'playwright-core';
import type { AuthorizationResponse, OAuthData, Tokens } from '../../../src/index.js';
import { waitForPageTools } from './browser-flows.js';
import type { Member } from './members.js';

const OAUTH_DATA_KEY = 'browser-flows.oauthData';
export const CALLBACK_PATH = '/callback';

export type RedirectResponseMode = 'fragment' | 'query';

export interface HostedLoginStart {
  authUrl: string;
  authorizationEndpoint: string | undefined;
  oauthData: OAuthData;
}

export interface HostedLoginResult {
  response: AuthorizationResponse;
  oauthData: OAuthData;
  tokens: Tokens;
  loggedIn: boolean;
  /** The names of a catalog page read with the member's tokens right after the login. */
  productNames: string[];
}

/** In the app page: new OAuth data for `/callback`, kept in sessionStorage across the redirect, and the auth URL. */
export function beginHostedLogin(page: Page, responseMode: RedirectResponseMode): Promise<HostedLoginStart> {
  return page.evaluate(
    async ({ mode, key, callbackPath }) => {
      const site = window.pageTools.createClient();
      const oauthData = site.auth.generateOAuthData(`${location.origin}${callbackPath}`, location.href);
      sessionStorage.setItem(key, JSON.stringify(oauthData));
      const { authUrl, authorizationEndpoint } = await site.auth.getAuthUrl(oauthData, { responseMode: mode });
      return { authUrl, authorizationEndpoint, oauthData };
    },
    { mode: responseMode, key: OAUTH_DATA_KEY, callbackPath: CALLBACK_PATH },
  );
}

/** On the sandbox's hosted login page: fills in the member's credentials and waits for the redirect to the app. */
export async function submitHostedLoginForm(page: Page, member: Member, appUrl: string): Promise<void> {
  await page.getByRole('heading', { name: 'Log in to the store' }).waitFor();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await Promise.all([
    page.waitForURL((url) => url.origin === appUrl && url.pathname === CALLBACK_PATH),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

/**
 * Back on the app: parseFromUrl, getMemberTokens with the stored OAuth data, setTokens (localStorage), then a
 * catalog read with the member's tokens.
 */
export function completeHostedLogin(page: Page, responseMode: RedirectResponseMode): Promise<HostedLoginResult> {
  return page.evaluate(
    async ({ mode, key }) => {
      const site = window.pageTools.createClient();
      const oauthData = JSON.parse(sessionStorage.getItem(key) ?? 'null') as OAuthData;
      const response = mode === 'fragment' ? site.auth.parseFromUrl() : site.auth.parseFromUrl(undefined, 'query');
      const tokens = await site.auth.getMemberTokens(response.code, response.state, oauthData);
      await site.auth.setTokens(tokens);
      const products = await site.products.queryProducts().ascending('name').limit(5).find();
      return {
        response,
        oauthData,
        tokens,
        loggedIn: site.auth.loggedIn(),
        productNames: products.items.map((product) => product.name ?? ''),
      };
    },
    { mode: responseMode, key: OAUTH_DATA_KEY },
  );
}

/** The whole hosted login, from the app page back to the app page with member tokens stored. */
export async function logInThroughHostedPage(
  page: Page,
  member: Member,
  appUrl: string,
  responseMode: RedirectResponseMode = 'fragment',
): Promise<HostedLoginResult> {
  const { authUrl } = await beginHostedLogin(page, responseMode);
  await page.goto(authUrl);
  await submitHostedLoginForm(page, member, appUrl);
  await waitForPageTools(page);
  return completeHostedLogin(page, responseMode);
}
