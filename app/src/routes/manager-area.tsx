import { Suspense, use } from 'react';
import type { MetaArgs } from 'react-router';
import { LoadingState } from '../components/StatusViews';
import { managerConnection } from '../lib/manager-connection';
import { staticPageMeta } from '../lib/seo/static-page-heads';
import { ManagerArea } from '../pages/manager/ManagerArea';
import { useStore } from '../store-context';

// The store manager renders in the browser: a client loader that runs on hydration keeps the server from rendering it.
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState label="Opening the store manager…" />;
}

export const meta = (args: MetaArgs) => staticPageMeta('manage', args);

export default function ManagerRoute() {
  return (
    <Suspense fallback={<LoadingState label="Opening the store manager…" />}>
      <ConnectedManager />
    </Suspense>
  );
}

function ConnectedManager() {
  const { config } = useStore();
  return <ManagerArea manager={use(managerConnection(config.apiUrl))} />;
}
