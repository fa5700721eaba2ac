import express from 'express';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A client-rendered app's production build served as its own host would: the files as they are, and index.html for
 * every other address (the app routes in the browser). On 127.0.0.1, a free port.
 */
export async function serveStaticApp(outDir: string): Promise<StaticServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use('/assets', express.static(join(outDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(outDir));
  app.use((_request, response) => response.sendFile(join(outDir, 'index.html')));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
