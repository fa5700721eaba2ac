import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { forwardManagerCall } from '../lib/server/manager-proxy';
import { managerConfigOf } from '../lib/server/manager-access-of';

// The store manager's calls to the platform (`/manage/api/<the platform's path>`), made by the server with the API
// key, which never reaches a browser (docs/decisions.md#41).

export function loader({ request, context }: LoaderFunctionArgs) {
  const { apiUrl, manager } = managerConfigOf(context);
  return forwardManagerCall(request, apiUrl, manager);
}

export function action({ request, context }: ActionFunctionArgs) {
  const { apiUrl, manager } = managerConfigOf(context);
  return forwardManagerCall(request, apiUrl, manager);
}
