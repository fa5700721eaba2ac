#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, type SeedName } from './kernel/config.js';
import { DEMO_MEMBER, startSandbox } from './index.js';
import { servedPaths } from './served-paths.js';

const USAGE = `Usage: sitekit-sandbox [--port 4020] [--db .sandbox/site.db | :memory:] [--seed demo|none] [--catalog v1|v3] [--log]
                      [--refresh-reuse allow|revoke] [--allowed-host NAME ...]
       sitekit-sandbox --paths   (every path a contract operation is served at, with its operationId)

Defaults: port 4020, database .sandbox/site.db (kept across restarts), seed demo (only into an empty store),
catalog v1 (a new store's catalog; a database keeps its own), refresh tokens stay valid when reused (allow),
development endpoints answer loopback host names only.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      db: { type: 'string', default: '.sandbox/site.db' },
      seed: { type: 'string', default: 'demo' },
      catalog: { type: 'string' },
      log: { type: 'boolean', default: false },
      'refresh-reuse': { type: 'string' },
      'allowed-host': { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', default: false },
      paths: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  if (values.paths) return void console.log(servedPaths().join('\n'));
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0-65535\n${USAGE}`);
  if (values.seed !== 'demo' && values.seed !== 'none') throw new Error(`--seed must be demo or none\n${USAGE}`);
  const reuse = values['refresh-reuse'];
  if (reuse !== undefined && reuse !== 'allow' && reuse !== 'revoke')
    throw new Error(`--refresh-reuse must be allow or revoke\n${USAGE}`);
  if (values.catalog !== undefined && values.catalog !== 'v1' && values.catalog !== 'v3')
    throw new Error(`--catalog must be v1 or v3\n${USAGE}`);
  const sandbox = await startSandbox({
    port,
    db: values.db,
    seed: values.seed as SeedName,
    logger: values.log,
    ...(reuse !== undefined && { refreshReuse: reuse }),
    allowedHosts: values['allowed-host'],
    ...(values.catalog ? { catalog: values.catalog } : {}),
  });
  console.log(`sitekit sandbox listening on ${sandbox.url}`);
  console.log(`  client id: ${sandbox.clientId}`);
  console.log(`  API key:   ${sandbox.apiKey}`);
  console.log(`  site id:   ${sandbox.siteId}`);
  console.log(`  database:  ${values.db}`);
  console.log(`  catalog:   ${sandbox.catalogVersion}`);
  if (values.seed === 'demo') console.log(`  demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
  console.log(`  mailbox:   ${sandbox.url}/_sandbox/mailbox`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
