import { useAuth, useSiteMutation } from 'sitekit/react';
import { HOSTED_LOGIN_CALLBACK_PATH, appUrl } from '../../lib/app-urls';
import { saveOAuthData } from '../../lib/oauth-handoff';
import { MutationStatus } from '../StatusViews';

/** Log in on the platform's own login page; it redirects back to the callback page with a code. */
export function HostedLoginButton({ returnTo = '/account' }: { returnTo?: string }) {
  const { auth } = useAuth();
  const start = useSiteMutation(async () => {
    const oauthData = auth.generateOAuthData(appUrl(HOSTED_LOGIN_CALLBACK_PATH), returnTo);
    saveOAuthData(oauthData);
    const { authUrl } = await auth.getAuthUrl(oauthData);
    window.location.assign(authUrl);
  });
  return (
    <div>
      <button type="button" onClick={() => start.mutate(undefined)} disabled={start.isPending}>
        {start.isPending ? 'Opening the login page…' : 'Log in with the hosted page'}
      </button>
      <MutationStatus error={start.error} />
    </div>
  );
}
