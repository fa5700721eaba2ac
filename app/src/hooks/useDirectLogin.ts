import { useAuth, useSiteMutation, type ActionOptions } from 'sitekit/react';

/**
 * Turns a session token (from login, registration or verification) into member tokens through the platform's
 * hidden frame, and keeps them.
 */
export function useDirectLogin(options?: ActionOptions<void, string>) {
  const { auth } = useAuth();
  return useSiteMutation(async (_site, sessionToken: string) => {
    const tokens = await auth.getMemberTokensForDirectLogin(sessionToken);
    await auth.setTokens(tokens);
  }, options);
}
