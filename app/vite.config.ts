import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// The app imports the package by its public names; here they resolve to the sources, so no build step is needed.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [reactRouter()],
  // The app's pre-bundled dependencies, apart from those of any other Vite project sharing node_modules: a dev server
  // that found them rewritten under it would serve two copies of React.
  cacheDir: fileURLToPath(new URL('./.vite', import.meta.url)),
  resolve: {
    alias: [
      { find: /^sitekit$/, replacement: fromRoot('src/index.ts') },
      { find: /^sitekit\/react$/, replacement: fromRoot('src/react/index.ts') },
      { find: /^sitekit\/server$/, replacement: fromRoot('src/server/index.ts') },
      { find: /^sitekit\/schemas$/, replacement: fromRoot('src/schemas/index.ts') },
      { find: /^sitekit\/sandbox\/client$/, replacement: fromRoot('sandbox/client.ts') },
    ],
  },
  // Every dependency is known up front, so opening a lazily loaded page never makes the dev server re-bundle and reload.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router',
      'react-router/dom',
      'isomorphic-dompurify',
      '@tanstack/react-query',
      '@tanstack/react-table',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'zod/mini',
      'zod/locales',
      '@noble/hashes/sha2.js',
      'axios',
    ],
  },
  // Node's own entry of a package that has one (isomorphic-dompurify's sanitizes on a DOM of its own there).
  ssr: { resolve: { externalConditions: ['node'] } },
  // The shop's first page is transformed as the server starts (for the browser and for the server's render), not
  // while the first visitor waits.
  server: {
    host: '127.0.0.1',
    warmup: {
      clientFiles: ['./src/entry.client.tsx', './src/root.tsx', './src/routes/*.tsx'],
      ssrFiles: ['./src/entry.server.tsx', './src/root.tsx', './src/routes/*.tsx'],
    },
  },
  preview: { host: '127.0.0.1' },
});
