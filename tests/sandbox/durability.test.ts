import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rawRequest, request } from './support/harness.js';

/**
 * Runs the sandbox as a child process on a file database, streams product creations at it, SIGKILLs it while writes
 * are in flight, restarts it on the same file and checks that every write it acknowledged is there.
 */
const projectRoot = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'sitekit-durability-'));
const db = join(dir, 'site.db');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Child {
  process: ChildProcess;
  url: string;
  apiKey: string;
}

async function startChild(extraArgs: string[] = []): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'sandbox/cli.ts'), '--port', '0', '--db', db, ...extraArgs],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  const output = await new Promise<string>((resolveOutput, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start:\n${text}`)), 30_000);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (/API key:\s+\S+/.test(text)) {
        clearTimeout(timer);
        resolveOutput(text);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}:\n${text}`)));
  });
  return {
    process: child,
    url: /listening on (\S+)/.exec(output)![1]!,
    apiKey: /API key:\s+(\S+)/.exec(output)![1]!,
  };
}

describe('durability', () => {
  it('keeps every acknowledged write after SIGKILL', async () => {
    const first = await startChild();
    const acknowledged: string[] = [];
    let stopped = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stopped; i++) {
        try {
          const reply = await request(first.url, '/stores/v1/products', {
            token: first.apiKey,
            body: {
              product: {
                name: `Durable ${lane}-${i}`,
                priceData: { price: i },
                productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
              },
            },
          });
          if (reply.status === 200) acknowledged.push(reply.body.product.id);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    first.process.kill('SIGKILL');
    const exited = await new Promise<NodeJS.Signals | null>((r) =>
      first.process.once('exit', (_code, signal) => r(signal)),
    );
    stopped = true;
    await Promise.all(lanes);
    expect(exited).toBe('SIGKILL');
    const acknowledgedBeforeKill = [...acknowledged];

    const second = await startChild();
    try {
      expect(second.apiKey).toBe(first.apiKey);
      const missing: string[] = [];
      for (const id of acknowledgedBeforeKill) {
        const reply = await request(second.url, `/stores-reader/v1/products/${id}`, { token: second.apiKey });
        if (reply.status !== 200 || reply.body.product.variants.length !== 2) missing.push(id);
      }
      expect(missing).toEqual([]);
      const total = (
        await request(second.url, '/stores-reader/v1/products/query-platformized', { token: second.apiKey })
      ).body.metadata.total;
      expect(total).toBeGreaterThanOrEqual(acknowledgedBeforeKill.length);
      console.info(
        `durability: ${acknowledgedBeforeKill.length} acknowledged writes before SIGKILL, all present after restart (${total} stored)`,
      );
    } finally {
      second.process.kill('SIGTERM');
    }
  });
});

describe('the command line', () => {
  it('takes the refresh-token mode and extra development host names', async () => {
    const child = await startChild(['--refresh-reuse', 'revoke', '--allowed-host', 'sandbox.test', '--seed', 'none']);
    try {
      const settings = await request(child.url, '/_sandbox/settings');
      expect(settings.body.settings.refreshReuse).toBe('revoke');
      const named = await rawRequest(child.url, '/_sandbox/clock', { headers: { host: 'sandbox.test' } });
      expect(named.status).toBe(200);
    } finally {
      child.process.kill('SIGTERM');
    }
  });
});
