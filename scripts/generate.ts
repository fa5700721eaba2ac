import { join } from 'node:path';
import { generateClient, projectRoot } from './lib/generate-client.js';

await generateClient(join(projectRoot, 'generated'));
console.log('generated/ and src/react/hooks.gen.ts rebuilt from openapi/platform.yaml');
