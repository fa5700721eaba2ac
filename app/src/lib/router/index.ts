// The app routes with React Router's framework mode (docs/decisions.md#19): the routes are app/src/routes.ts, and
// these names keep the pages' imports in one place.
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  useBlocker,
  type Blocker,
  type NavigateOptions,
} from 'react-router';
