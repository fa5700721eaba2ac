import { Suspense } from 'react';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaArgs } from 'react-router';
import { LoadingState } from '../components/StatusViews';
import { managerConnection } from '../lib/manager-connection';
import { managerConfigOf } from '../lib/server/manager-access-of';
import { requireStaff } from '../lib/server/staff-session';
import { staticPageMeta } from '../lib/seo/static-page-heads';
import { ManagerArea } from '../pages/manager/ManagerArea';

/** Only staff open the store manager: anyone else is sent to the sign-in, and comes back here after it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, managerConfigOf(context).manager.sessions);
  return null;
}

// The store manager renders in the browser: a client loader that runs on hydration keeps the server from rendering
// it. It asks the server's loader first, on every way in, so the staff check is never skipped.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState label="Opening the store manager…" />;
}

export const meta = (args: MetaArgs) => staticPageMeta('manage', args);

export default function ManagerRoute() {
  return (
    <Suspense fallback={<LoadingState label="Opening the store manager…" />}>
      <ManagerArea manager={managerConnection()} />
    </Suspense>
  );
}
