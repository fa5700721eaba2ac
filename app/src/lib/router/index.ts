// The app's routing is wouter's (docs/decisions.md#19); these names keep the pages' imports unchanged.
export { useBlocker, type Blocker } from './blocker';
export { navigate, useLocation, useNavigate, type NavigateOptions } from './location';
export { Link, NavLink } from './links';
export { Outlet } from './outlet';
export { useParams, useSearchParams } from './params';
export { useRouteError } from './route-error-boundary';
export { Navigate, Router, type Route } from './router';
