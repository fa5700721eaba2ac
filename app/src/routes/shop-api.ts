import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { serverConfigContext } from '../lib/server/app-server-config';
import { memberSessionContext } from '../lib/server/member-session';
import { forwardShopperCall } from '../lib/server/shop-proxy';

// The shop's calls from the browser (`/shop/api/<the platform's path>`), made by the server with the tokens of the
// visitor's or member's session, which never reach a page (docs/decisions.md#44).

export function loader({ request, context }: LoaderFunctionArgs) {
  return forwardShopperCall(request, context.get(serverConfigContext).apiUrl, context.get(memberSessionContext));
}

export function action({ request, context }: ActionFunctionArgs) {
  return forwardShopperCall(request, context.get(serverConfigContext).apiUrl, context.get(memberSessionContext));
}
