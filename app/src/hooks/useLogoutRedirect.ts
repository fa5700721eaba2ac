import { useLogout } from 'sitekit/react';
import { appUrl } from '../lib/app-urls';
import { forgetMemberEmail } from '../lib/member-email';

/** Ends the member session: tokens cleared here, then the platform's logout page, which sends the browser back. */
export function useLogoutRedirect() {
  const logout = useLogout({
    onSuccess: ({ logoutUrl }) => {
      forgetMemberEmail();
      window.location.assign(logoutUrl);
    },
  });
  return { ...logout, logOut: () => logout.mutate(appUrl('/')) };
}
