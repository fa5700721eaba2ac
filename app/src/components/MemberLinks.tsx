import { useLogoutRedirect } from '../hooks/useLogoutRedirect';
import { NavLink } from '../lib/router';

/** The header's links for a logged-in member; loaded once a member is logged in, so a visitor's first load skips it. */
export function MemberLinks() {
  const { logOut, isPending } = useLogoutRedirect();
  return (
    <>
      <NavLink to="/account">My account</NavLink>
      <button type="button" className="link-button" onClick={logOut} disabled={isPending}>
        {isPending ? 'Logging out…' : 'Log out'}
      </button>
    </>
  );
}
