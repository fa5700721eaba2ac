import type { OAuthAuth, SiteClient } from '../../../../src/index.js';

/** Logs in with email and password (`auth.login`) and returns the session token of the SUCCESS state. */
export async function sessionTokenFor(site: SiteClient<OAuthAuth>, email: string, password: string): Promise<string> {
  const state = await site.auth.login({ email, password });
  if (state.loginState !== 'SUCCESS') throw new Error(`login ended in ${state.loginState}`);
  return state.data.sessionToken;
}
