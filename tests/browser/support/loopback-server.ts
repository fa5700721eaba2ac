import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Resource {
  contentType: string;
  body: string;
}

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * A static origin on 127.0.0.1 and a free port: `resources` by path, `fallback` for any other GET path (so that
 * redirects back to arbitrary app paths land on the app page), and an empty favicon.
 */
export async function startLoopbackServer(
  resources: Record<string, Resource>,
  fallback?: Resource,
): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') return respond(response, 405, 'text/plain', '');
    if (path === '/favicon.ico') return respond(response, 204, 'image/x-icon', '');
    const resource = resources[path] ?? fallback;
    if (!resource) return respond(response, 404, 'text/plain', 'not found');
    respond(response, 200, resource.contentType, resource.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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

function respond(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': 'no-store' });
  response.end(body);
}
