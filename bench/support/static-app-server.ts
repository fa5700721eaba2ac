import express from 'express';
import { join } from 'node:path';
import { listen, type RunningApp } from '../../app/serve-app.js';

/**
 * A client-rendered app's production build served as its own host would: the files as they are, and index.html for
 * every other address (the app routes in the browser). On 127.0.0.1, a free port.
 */
export async function serveStaticApp(outDir: string): Promise<RunningApp> {
  const app = express();
  app.disable('x-powered-by');
  app.use('/assets', express.static(join(outDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(outDir));
  app.use((_request, response) => response.sendFile(join(outDir, 'index.html')));
  return listen(app, 0);
}
