import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { SHOP_API_PATH } from '../lib/app-urls';
import { memberSessionContext } from '../lib/server/member-session';

// The shop's calls from the browser (`/shop/api/<the platform's path>`), made by the server with the tokens of the
// visitor's or member's session, which never reach a page (docs/decisions.md#44); the root middleware sends a renewed
// token's cookie with the answer.

export function loader({ request, context }: LoaderFunctionArgs) {
  return context.get(memberSessionContext).forward(request, { from: SHOP_API_PATH });
}

export function action({ request, context }: ActionFunctionArgs) {
  return context.get(memberSessionContext).forward(request, { from: SHOP_API_PATH });
}
