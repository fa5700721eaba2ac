import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../../scripts/lib/chromium.js';
import { startLoopbackServer, type LoopbackServer } from '../../browser/support/loopback-server.js';
import { bundleForBrowser } from '../../browser/support/page-bundle.js';
import type { SandboxUnderTest } from '../../integration/support/sandbox-under-test.js';

export interface BundledSite {
  /** The site's origin, e.g. `http://127.0.0.1:40123`. */
  url(): string;
  /** Headless Chromium, started before the file's tests. */
  browser(): Browser;
}

/**
 * A site origin on 127.0.0.1 serving `entry` bundled for the browser at `scriptPath`, every other path answered with
 * the page `html` writes for the sandbox, and headless Chromium, started before a file's tests and closed after them.
 */
export function useBundledSite(
  sandbox: SandboxUnderTest,
  entry: string,
  scriptPath: string,
  html: (sandbox: SandboxUnderTest) => string,
  bundle?: Parameters<typeof bundleForBrowser>[1],
): BundledSite {
  let site: LoopbackServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const script = await bundleForBrowser(entry, bundle);
    site = await startLoopbackServer(
      { [scriptPath]: { contentType: 'text/javascript', body: script } },
      { contentType: 'text/html', body: html(sandbox) },
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = () => {
    if (!browser || !site) throw new Error('the browser starts in beforeAll: open pages inside tests');
    return { browser, site };
  };
  return { url: () => started().site.url, browser: () => started().browser };
}
