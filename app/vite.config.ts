import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// What both catalogues' shop pages use in one chunk, and what one catalogue's pages share in another, rather than a
// file per module (each small file costs bytes of its own); no chunk holds code of both catalogues.
const SEP = String.raw`[\\/]`;
const inApp = (paths: string) => new RegExp(`app${SEP}src${SEP}(${paths.replaceAll('/', SEP)})\\.tsx?$`);
const inSitekit = (paths: string) => new RegExp(`src${SEP}(${paths.replaceAll('/', SEP)})\\.ts$`);
/** A group of just the modules named (app and sitekit paths), not what they import (so no dependency joins it). */
const namedModulesGroup = (name: string, appPaths: string, sitekitPaths: string) => {
  const app = inApp(appPaths);
  const sitekit = inSitekit(sitekitPaths);
  return { name, includeDependenciesRecursively: false, test: (id: string) => app.test(id) || sitekit.test(id) };
};

const CHUNK_GROUPS = [
  // The operation table and the SDK functions it calls load with sitekit's first call; first in the list, so no group
  // below takes the SDK functions in as a dependency of the generated query keys.
  {
    name: 'operations',
    includeDependenciesRecursively: false,
    test: (id: string) => /generated[\\/](sdk|operations)\.gen\.ts$/.test(id) || inSitekit('http/operations').test(id),
  },
  {
    name: 'shop-shared',
    test: (id: string) =>
      inApp(
        'components/(Pager|StatusViews|QueryView|DebouncedInput|storefront/(Price|FilterFields|PriceRangeFields|CatalogLayout))|hooks/(useUrlFilters|useDraftFilters)|lib/product-display',
      ).test(id) ||
      inSitekit(
        'catalog/(query-encoding|page-of-items|entity-id|query-filter|query-paging|encoded-query-request)|catalog-v3/requested-fields',
      ).test(id) ||
      inSitekit('core/[a-z-]+|react/(site-provider|site-binding|login-status|site-read)').test(id) ||
      /generated[\\/]client[\\/]/.test(id) ||
      /@tanstack[\\/](react-query|query-core)[\\/].*(useQuery|useBaseQuery|queryObserver|useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)/.test(
        id,
      ),
  },
  // One catalogue's shop code shared by its pages, beside what the group above holds.
  // What the always-loaded query keys import (catalog-v3/requested-fields) belongs to the group above: in shop-v3 it
  // made the entry and shop-v3 import each other, and the production page failed before its first render.
  namedModulesGroup(
    'shop-v1',
    'hooks/useStoreCollections',
    'react/(catalog-queries|store-queries)|catalog/(products|collections|products-page|query-builder|offset-query-builder|offset-query-result|collections-query|query-result|product-query-request|two-form-query)',
  ),
  namedModulesGroup(
    'shop-v3',
    'hooks/(useCursorPages|useProductPagesV3)|lib/product-display-v3|components/(ProductPagesV3|CursorPager)',
    'react/(catalog-v3-queries|cursor-read-hooks)|catalog-v3/(products-v3|cursor-[a-z-]+|aggregation-results|revision-conflict|body-call)',
  ),
];

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
  // The pre-bundled dependencies live with the checkout, not in node_modules: checkouts that share one node_modules
  // would otherwise re-bundle over each other's files while their dev servers run.
  cacheDir: fromRoot('.vite'),
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
      'wouter',
      'wouter/use-browser-location',
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
