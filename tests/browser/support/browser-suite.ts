import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandboxDevClient } from '../../../sandbox/client.js';
import type { SandboxOptions } from '../../../sandbox/index.js';
import { startBrowserFlows, type AppPage, type BrowserFlows } from './browser-flows.js';
import { registerMember, type Member } from './members.js';

export interface BrowserSuiteOptions {
  /** Registers a member before the tests, with this label at the start of its email. */
  member?: string;
  sandbox?: SandboxOptions;
}

/** What one browser test file shares: set in `beforeAll`, so read it inside hooks and tests. */
export interface BrowserSuite {
  flows: BrowserFlows;
  /** The member registered for the file (only with the `member` option). */
  member: Member;
  /** Opens a page on the app; every page opened through here must end each test without console problems. */
  openAppPage(path?: string): Promise<AppPage>;
  /** Holds the sandbox's next answer to `method path` back for `latencyMs` (faults are cleared after each test). */
  delayOnce(method: string, path: string, latencyMs: number): Promise<void>;
}

/** Starts the browser flows (and a member) for one test file and closes them after it. */
export function useBrowserFlows(options: BrowserSuiteOptions = {}): BrowserSuite {
  const pages: AppPage[] = [];
  const suite = {
    async openAppPage(path?: string) {
      const opened = await suite.flows.openAppPage(path);
      pages.push(opened);
      return opened;
    },
    async delayOnce(method: string, path: string, latencyMs: number) {
      await sandboxDevClient(suite.flows.sandbox.url).addFault({ path, method, latencyMs, count: 1 });
    },
  } as BrowserSuite;
  beforeAll(async () => {
    suite.flows = await startBrowserFlows(options.sandbox);
    if (options.member !== undefined) suite.member = await registerMember(suite.flows.sandbox, options.member);
  });
  afterEach(async () => {
    for (const opened of pages) opened.problems.expectNone();
    await sandboxDevClient(suite.flows.sandbox.url).clearFaults();
  });
  afterAll(async () => {
    await suite.flows?.close();
  });
  return suite;
}
