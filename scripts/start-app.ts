// `npm start`: the sandbox platform (seeded with the demo store on first run) and the React app beside it, its pages
// rendered on the server (Vite's dev server). The store
// runs catalog v3, as every store the platform creates today; `npm start -- --catalog v1` serves a v1 store.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAppDevServer } from '../app/serve-app.js';
import { DEMO_MEMBER, startSandbox } from '../sandbox/index.js';
import { DEMO_STAFF } from './lib/demo-staff.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5173' },
    'api-port': { type: 'string', default: '4020' },
    catalog: { type: 'string', default: 'v3' },
    db: { type: 'string' },
  },
});
const catalog = values.catalog;
if (catalog !== 'v1' && catalog !== 'v3') throw new Error(`--catalog must be v1 or v3, not ${catalog}`);
// A store never changes catalog, so each one keeps its own database (the v1 one where it always was).
const db = values.db ?? join(projectRoot, '.sandbox', catalog === 'v1' ? 'site.db' : 'site-v3.db');

// The sandbox seeds only an empty catalog, so a restart keeps the store as it was left.
const sandbox = await startSandbox({
  port: Number(values['api-port']),
  db,
  seed: 'demo',
  catalog,
  settings: { requireEmailVerification: true },
});
// The sandbox's API key stays on the app server, which makes the store manager's calls for the staff signed in.
const app = await startAppDevServer(
  { apiUrl: sandbox.url, manager: { apiKey: sandbox.apiKey, siteId: sandbox.siteId, staff: DEMO_STAFF } },
  Number(values.port),
);

console.log(`\n  Open the store: ${app.url}\n`);
console.log(`  Sandbox platform: ${sandbox.url}`);
console.log(`  Client id:        ${sandbox.clientId}`);
console.log(`  API key:          ${sandbox.apiKey}`);
console.log(`  Demo member:      ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
console.log(`  Staff (manager):  ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`);
console.log(`  Catalog:          ${sandbox.catalogVersion}`);
console.log(`  Database:         ${db}`);
console.log('\n  Ctrl-C stops both.');

const shutdown = () => void Promise.all([app.close(), sandbox.close()]).then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
