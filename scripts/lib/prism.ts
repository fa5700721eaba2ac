import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.js';

export interface PrismServer {
  url: string;
  close(): Promise<void>;
}

export interface PrismOptions {
  spec: string;
  port?: number;
  /** Run as a validating proxy in front of this upstream instead of mocking. */
  upstream?: string;
  projectRoot: string;
}

/** Starts Prism on 127.0.0.1 and resolves once it accepts requests. */
export async function startPrism(options: PrismOptions): Promise<PrismServer> {
  const port = options.port ?? (await freePort());
  const bin = join(options.projectRoot, 'node_modules/.bin/prism');
  const args = options.upstream
    ? ['proxy', options.spec, options.upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)]
    : ['mock', options.spec, '-h', '127.0.0.1', '-p', String(port)];
  const child = spawn(bin, args, { cwd: options.projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForListening(child);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => stop(child),
  };
}

function waitForListening(child: ChildProcess): Promise<void> {
  return new Promise((resolveReady, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with code ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}
