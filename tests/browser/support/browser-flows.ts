import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/index.js';
import { startAppOrigin } from './app-origin.js';
import { launchChromium } from '../../../scripts/lib/chromium.js';
import { ConsoleProblems } from './console-problems.js';
import { startHostileOrigin } from './hostile-origin.js';
import type { LoopbackServer } from './loopback-server.js';
import { bundleForBrowser, PAGE_ENTRY } from './page-bundle.js';
import { recordSandboxRequests, type SandboxRequest } from './sandbox-traffic.js';
import './page-globals.js';

/** The seeded sandbox, the app origin serving sitekit's bundled browser code, a third origin and Chromium. */
export interface BrowserFlows {
  sandbox: RunningSandbox;
  app: LoopbackServer;
  thirdOrigin: LoopbackServer;
  browser: Browser;
  /** A fresh browser context (its own storage and cookies) with one page opened on the app at `path`. */
  openAppPage(path?: string): Promise<AppPage>;
  close(): Promise<void>;
}

export interface AppPage {
  context: BrowserContext;
  page: Page;
  problems: ConsoleProblems;
  sandboxRequests: SandboxRequest[];
}

export async function startBrowserFlows(sandboxOptions: SandboxOptions = {}): Promise<BrowserFlows> {
  const script = await bundleForBrowser(PAGE_ENTRY);
  const sandbox = await startSandbox({ ...sandboxOptions, port: 0, db: ':memory:', seed: 'demo' });
  const thirdOrigin = await startHostileOrigin();
  const app = await startAppOrigin(script, {
    sandboxUrl: sandbox.url,
    clientId: sandbox.clientId,
    thirdOriginUrl: thirdOrigin.url,
  });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    sandbox,
    app,
    thirdOrigin,
    browser,
    async openAppPage(path = '/') {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const problems = new ConsoleProblems(page);
      const sandboxRequests = recordSandboxRequests(page, sandbox.url);
      await openOnApp(page, `${app.url}${path}`);
      return { context, page, problems, sandboxRequests };
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await app.close();
      await thirdOrigin.close();
      await sandbox.close();
    },
  };
}

/** Navigates to an app URL and waits until the bundled page entry has run. */
export async function openOnApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForPageTools(page);
}

export async function waitForPageTools(page: Page): Promise<void> {
  await page.waitForFunction(() => window.pageTools !== undefined);
}
