import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startPrism } from '../../scripts/lib/prism.js';
import { SERVED_NAME, projectRoot } from '../../scripts/lib/generate-client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const prism = await startPrism({ spec: join(projectRoot, 'generated', SERVED_NAME), projectRoot });
  project.provide('prismUrl', prism.url);
  return () => prism.close();
}
