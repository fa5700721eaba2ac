/**
 * The storefront server in a process of its own, for the tests that need one: `WORKERS=2` runs it as a Node cluster
 * (two processes behind one port), and `--expose-gc` lets `GET /heap` measure the heap after a collection.
 * Prints one JSON line when listening: `{ "url": …, "pids": […] }`.
 *
 *   SANDBOX_URL=… CLIENT_ID=… [WORKERS=2] node --import tsx --expose-gc tests/integration/server/support/store-process.ts
 */
import cluster from 'node:cluster';
import { startStoreServer } from './store-server.js';

const workers = Number(process.env.WORKERS ?? 1);
const options = { sandboxUrl: process.env.SANDBOX_URL!, clientId: process.env.CLIENT_ID!, exposeHeap: true };

if (workers > 1 && cluster.isPrimary) {
  const listening: { url: string; pid: number }[] = [];
  for (let index = 0; index < workers; index++) {
    cluster.fork().on('message', (message: { url: string; pid: number }) => {
      listening.push(message);
      if (listening.length === workers) {
        console.log(
          JSON.stringify({
            url: listening[0]!.url,
            urls: listening.map((l) => l.url),
            pids: listening.map((l) => l.pid),
          }),
        );
      }
    });
  }
} else {
  const server = await startStoreServer(options);
  if (cluster.isWorker) process.send!({ url: server.url, pid: process.pid });
  else console.log(JSON.stringify({ url: server.url, urls: [server.url], pids: [process.pid] }));
}
