// `npm run start:mock`: Prism's mock of the contract, for trying calls without the sandbox (`npm start` runs the sandbox).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPrism } from './lib/prism.js';
import { BUNDLE_NAME, projectRoot } from './lib/generate-client.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '4010' } } });
const prism = await startPrism({
  spec: join(projectRoot, 'generated', BUNDLE_NAME),
  port: Number(values.port),
  projectRoot,
});

console.log(`Mock of the platform API (Prism, from openapi/platform.yaml): ${prism.url}`);
console.log('Try:');
console.log(
  `  curl -s -H 'Authorization: demo-token' ${prism.url}/stores-reader/v1/products/3fa85f64-5717-4562-b3fc-2c963f66afa6`,
);
console.log(
  `  curl -s -X POST -H 'Content-Type: application/json' -d '{"clientId":"demo-client","grantType":"anonymous"}' ${prism.url}/oauth2/token`,
);
console.log('Ctrl-C stops it.');

const shutdown = () => void prism.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
