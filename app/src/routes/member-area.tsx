import { Outlet } from 'react-router';
import { LoadingState } from '../components/StatusViews';

// The member area renders in the browser, where the member's tokens are (localStorage): nothing to load first, but a
// client loader that runs on hydration keeps the server from rendering it.
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

export default function MemberArea() {
  return <Outlet />;
}
