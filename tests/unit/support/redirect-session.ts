import { json, post } from './fake-platform.js';

export const REDIRECT_SESSION_PATH = '/_api/redirects-api/v1/redirect-session';

/** A redirect session as the platform answers it, for a hosted page at `fullUrl`. */
export const redirectSession = (
  fullUrl = 'https://login.test/authorize?x=1',
  endpoint = 'https://login.test/authorize',
) => ({
  redirectSession: {
    id: '2a9d1c4e-8b3f-4e6a-9d0c-5f1b7e3a9c28',
    fullUrl,
    urlDetails: { endpoint, searchParams: {} },
    sessionToken: 'redirect-session-token',
  },
});

/** The redirect-session endpoint of the test API host, answering `redirectSession(fullUrl, endpoint)`. */
export function redirectSessionHandler(fullUrl?: string, endpoint?: string) {
  return post(REDIRECT_SESSION_PATH, () => json(redirectSession(fullUrl, endpoint)));
}
