import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

const SCRIPT = join(import.meta.dirname, 'store-process.ts');

export interface StoreProcess {
  url: string;
  /** Every worker's URL: one port for all when they form a cluster. */
  urls: string[];
  pids: number[];
  stop(): Promise<void>;
}

/** Starts the storefront in its own process (a cluster of `workers`), resolving once it listens. */
export function startStoreProcess(sandbox: { url: string; clientId: string }, workers = 1): Promise<StoreProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', SCRIPT], {
    env: { ...process.env, SANDBOX_URL: sandbox.url, CLIENT_ID: sandbox.clientId, WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the store process ended with ${code} before listening`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const started = JSON.parse(line) as { url: string; urls: string[]; pids: number[] };
      resolve({
        ...started,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
