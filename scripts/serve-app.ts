// `npm run serve`: the production build of the app (`npm run build:app`) on its own server, the pages rendered on the
// server. Where the platform is comes from the environment: SITEKIT_API_URL (a sandbox: `npm run sandbox`) and
// SITEKIT_CLIENT_ID (a sandbox says its own when it is left out); PORT picks the port (5173 unless set). The store
// manager opens with SITEKIT_API_KEY (and SITEKIT_SITE_ID), SITEKIT_STAFF_EMAIL and SITEKIT_STAFF_PASSWORD, its
// sessions signed with SITEKIT_SESSION_SECRET (a random one per start when unset).
import { DEFAULT_BUILD_DIR, startAppServer } from '../app/serve-app.js';
import { managerEnvironmentOf } from '../app/src/lib/server/manager-access.js';

const apiUrl = process.env.SITEKIT_API_URL;
if (!apiUrl)
  throw new Error(
    'Set SITEKIT_API_URL to the platform the app talks to (e.g. a sandbox started with `npm run sandbox`).',
  );
const app = await startAppServer(
  { apiUrl, clientId: process.env.SITEKIT_CLIENT_ID, manager: managerEnvironmentOf(process.env) },
  process.env.SITEKIT_APP_BUILD_DIR ?? DEFAULT_BUILD_DIR,
  Number(process.env.PORT ?? 5173),
);
console.log(`\n  The store (production build): ${app.url}\n  Platform: ${apiUrl}\n\n  Ctrl-C stops it.`);

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
