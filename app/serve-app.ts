import { fileURLToPath } from 'node:url';
import { build, createServer, preview, type InlineConfig } from 'vite';

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));

/** Where the app finds its platform, baked in as `import.meta.env.VITE_SITEKIT_*`. */
export interface AppEnvironment {
  /** The sandbox's URL. */
  apiUrl: string;
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

function inlineConfig(environment: AppEnvironment): InlineConfig {
  return {
    configFile,
    logLevel: 'warn',
    define: {
      'import.meta.env.VITE_SITEKIT_API': JSON.stringify(environment.apiUrl),
    },
  };
}

/**
 * The Vite dev server on 127.0.0.1; port 0 picks a free port, a busy one moves to the next. Tests pass
 * `watchFiles: false` so that an edit elsewhere in the tree cannot hot-reload a page mid-journey.
 */
export async function startAppDevServer(
  environment: AppEnvironment,
  port = 0,
  { watchFiles = true }: { watchFiles?: boolean } = {},
): Promise<RunningApp> {
  const server = await createServer({
    ...inlineConfig(environment),
    server: { host: '127.0.0.1', port, ...(watchFiles ? {} : { hmr: false, watch: null }) },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('The Vite dev server did not report its URL');
  return { url, close: () => server.close() };
}

/**
 * A production build into `outDir`, served by Vite's static preview server on 127.0.0.1. `resolve` adds to the
 * config's (the benchmark points `sitekit` at the packed package with it).
 */
export async function startAppPreview(
  environment: AppEnvironment,
  outDir: string,
  port = 0,
  resolve?: InlineConfig['resolve'],
): Promise<RunningApp> {
  await build({ ...inlineConfig(environment), resolve, build: { outDir, emptyOutDir: true } });
  const server = await preview({
    ...inlineConfig(environment),
    build: { outDir },
    preview: { host: '127.0.0.1', port },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('The Vite preview server did not report its URL');
  return { url, close: () => server.close() };
}
