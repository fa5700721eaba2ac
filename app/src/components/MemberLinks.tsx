import { NavLink } from '../lib/router';
import { LogoutForm } from './account/LogoutForm';

/** The header's links for a logged-in member; loaded once a member is logged in, so a visitor's first load skips it. */
export function MemberLinks() {
  return (
    <>
      <NavLink to="/account">My account</NavLink>
      <LogoutForm />
    </>
  );
}
