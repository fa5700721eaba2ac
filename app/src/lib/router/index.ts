export { navigate, useLocation, type NavigateOptions } from './location';
export { Link, NavLink } from './links';
export { Outlet, useNavigate, useParams, useSearchParams } from './route-context';
export { useRouteError } from './route-error-boundary';
export { Navigate, Router, type Route } from './router';
