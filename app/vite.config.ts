import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// The app imports the package by its public names; here they resolve to the sources, so no build step is needed.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^sitekit$/, replacement: fromRoot('src/index.ts') },
      { find: /^sitekit\/react$/, replacement: fromRoot('src/react/index.ts') },
      { find: /^sitekit\/schemas$/, replacement: fromRoot('src/schemas/index.ts') },
      { find: /^sitekit\/sandbox\/client$/, replacement: fromRoot('sandbox/client.ts') },
    ],
  },
  // Every dependency is known up front, so opening a lazily loaded page never makes the dev server re-bundle and reload.
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      '@tanstack/react-query',
      '@tanstack/react-table',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'axios',
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true },
});
