import { Outlet } from 'react-router';

// The member area renders on the server with the member's session (each page's loader and action).
export default function MemberArea() {
  return <Outlet />;
}
