import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { createBuilder, createServer, type InlineConfig } from 'vite';
import type { AppServerConfig, serverConfigContext } from './src/lib/server/app-server-config.js';
import { createManagerAccess, type ManagerEnvironment } from './src/lib/server/manager-access.js';
import { fetchSandboxInfo } from './src/lib/server/sandbox-info.js';
import { MANAGER_API_PATH, SHOP_API_PATH } from './src/lib/app-urls.js';
// This file runs in Node before any bundler (tsx), where sitekit's entries are its built dist/: the write check is
// taken from sitekit/server's source by its path (docs/architecture.md, `app/` beyond sitekit's entries).
import { isAllowedWrite } from '../src/server/same-origin-write.js';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const configFile = join(appRoot, 'vite.config.ts');
/** Where `npm run build:app` puts the production build. */
export const DEFAULT_BUILD_DIR = join(appRoot, 'build');
/** A busy port moves to the next one, this many times (as Vite's own dev server does). */
const PORT_TRIES = 10;

/** Where the app server finds its platform. */
export interface AppEnvironment {
  /** The platform's API: the sandbox's URL. */
  apiUrl: string;
  /** The site's OAuth client id; a sandbox says its own when this is left out. */
  clientId?: string;
  /** The site's API key and the staff who may use it in the store manager; no manager without them. */
  manager?: ManagerEnvironment;
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

async function serverConfig({ apiUrl, clientId, manager }: AppEnvironment): Promise<AppServerConfig> {
  const access = manager && createManagerAccess(manager);
  return {
    apiUrl,
    clientId: clientId ?? (await fetchSandboxInfo(apiUrl)).clientId,
    hasManager: access !== undefined,
    manager: access,
  };
}

/** The server entry's exports (app/src/entry.server.tsx). */
type AppEntry = ServerBuild['entry']['module'] & { serverConfigContext: typeof serverConfigContext };

/** The React Router request handler, each request's loaders given the server's configuration. */
function pageHandler(config: AppServerConfig, load: () => Promise<ServerBuild>) {
  return createRequestHandler({
    build: load,
    getLoadContext: async () => {
      const context = new RouterContextProvider();
      context.set(((await load()).entry.module as AppEntry).serverConfigContext, config);
      return context;
    },
  });
}

/**
 * A form posted from another site's page is refused before any action runs (cross-site request forgery). The store
 * manager's and the shop's APIs check the same themselves, to answer in the platform's error envelope their clients read.
 */
const sameOriginWrites: RequestHandler = (request, response, next) => {
  if ([MANAGER_API_PATH, SHOP_API_PATH].some((path) => request.path.startsWith(`${path}/`))) return next();
  if (isAllowedWrite(request.method, request.get('origin'), `${request.protocol}://${request.get('host')}`))
    return next();
  response.status(403).type('text/plain').send('Forbidden: this form was sent from a page of another site.');
};

/** Listens on 127.0.0.1: port 0 picks a free port, a busy one moves to the next. */
export async function listen(app: Express, port: number, server: Server = createHttpServer(app)): Promise<RunningApp> {
  for (let attempt = 0; ; attempt += 1) {
    const tried = port === 0 ? 0 : port + attempt;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(tried, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0 || attempt + 1 >= PORT_TRIES)
        throw error;
    }
  }
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The app on Vite's dev server (in middleware mode, the pages rendered on the server) on 127.0.0.1. Tests pass
 * `watchFiles: false` so that an edit elsewhere in the tree cannot hot-reload a page mid-journey.
 */
export async function startAppDevServer(
  environment: AppEnvironment,
  port = 0,
  { watchFiles = true }: { watchFiles?: boolean } = {},
): Promise<RunningApp> {
  const config = await serverConfig(environment);
  const app = express();
  const server = createHttpServer(app);
  const vite = await createServer({
    configFile,
    logLevel: 'warn',
    // Hot reloading talks over the app's own port; without watching, no edit ever reloads a page.
    server: { middlewareMode: true, ws: { server }, ...(watchFiles ? {} : { watch: null }) },
  });
  app.use(sameOriginWrites);
  app.use(vite.middlewares);
  app.use(pageHandler(config, () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>));
  const running = await listen(app, port, server);
  return {
    url: running.url,
    close: async () => {
      await vite.close();
      await running.close();
    },
  };
}

/**
 * The production build (browser and server) into `buildDir`, which must be inside the project so that the server
 * build finds its dependencies. `resolve` adds to the config's (the benchmark points `sitekit` at the packed package).
 */
export async function buildApp(buildDir = DEFAULT_BUILD_DIR, resolve?: InlineConfig['resolve']): Promise<void> {
  // React Router reads where to build from its config file (app/react-router.config.ts).
  const previous = process.env.SITEKIT_APP_BUILD_DIR;
  process.env.SITEKIT_APP_BUILD_DIR = buildDir;
  try {
    const builder = await createBuilder({ configFile, logLevel: 'warn', resolve });
    await builder.buildApp();
  } finally {
    if (previous === undefined) delete process.env.SITEKIT_APP_BUILD_DIR;
    else process.env.SITEKIT_APP_BUILD_DIR = previous;
  }
}

/** The production server of a build on 127.0.0.1: its static files, and every page rendered by React Router. */
export async function startAppServer(
  environment: AppEnvironment,
  buildDir = DEFAULT_BUILD_DIR,
  port = 0,
): Promise<RunningApp> {
  const config = await serverConfig(environment);
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const app = express();
  app.disable('x-powered-by');
  app.use(sameOriginWrites);
  app.use(compression());
  // File names under assets/ carry their content's hash, so a browser keeps them.
  app.use('/assets', express.static(join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(join(buildDir, 'client'), { maxAge: '1h' }));
  app.use(pageHandler(config, () => Promise.resolve(build)));
  return listen(app, port);
}

/** A production build into `buildDir`, then its server: what a test of the built app runs. */
export async function startAppPreview(
  environment: AppEnvironment,
  buildDir: string,
  port = 0,
  resolve?: InlineConfig['resolve'],
): Promise<RunningApp> {
  await buildApp(buildDir, resolve);
  return startAppServer(environment, buildDir, port);
}
