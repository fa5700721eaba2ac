// `npm start`: the sandbox platform (seeded with the demo store on first run) and the React app beside it.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAppDevServer } from '../app/serve-app.js';
import { DEMO_MEMBER, startSandbox } from '../sandbox/index.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5173' },
    'api-port': { type: 'string', default: '4020' },
    db: { type: 'string', default: join(projectRoot, '.sandbox', 'site.db') },
  },
});

// The sandbox seeds only an empty catalogue, so a restart keeps the store as it was left.
const sandbox = await startSandbox({
  port: Number(values['api-port']),
  db: values.db,
  seed: 'demo',
  settings: { requireEmailVerification: true },
});
const app = await startAppDevServer({ apiUrl: sandbox.url }, Number(values.port));

console.log(`\n  Open the store: ${app.url}\n`);
console.log(`  Sandbox platform: ${sandbox.url}`);
console.log(`  Client id:        ${sandbox.clientId}`);
console.log(`  API key:          ${sandbox.apiKey}`);
console.log(`  Demo member:      ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
console.log(`  Database:         ${values.db}`);
console.log('\n  Ctrl-C stops both.');

const shutdown = () => void Promise.all([app.close(), sandbox.close()]).then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
