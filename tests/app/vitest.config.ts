import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Until the root config has an `app` project: `npx vitest run --config tests/app/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/app/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
