import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { useSandboxUnderTest, type SandboxUnderTest } from '../../integration/support/sandbox-under-test.js';
import { useBundledSite } from './bundled-site.js';
import type { SdkPageConfig } from './sdk-page/entry.js';
import './sdk-page/page-globals.js';

const ENTRY = join(import.meta.dirname, 'sdk-page', 'entry.ts');
const SCRIPT_PATH = '/sdk-page.js';

export interface SdkPageOnSandbox {
  sandbox: SandboxUnderTest;
  /** A page of the site's origin in a fresh browser context, once its bundled SDK has loaded. */
  openPage(): Promise<Page>;
}

function sitePage(config: SdkPageConfig): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>a site on the platform's SDK</title></head>
<body>
<script>window.sdkPageConfig = ${JSON.stringify(config).replace(/</g, '\\u003c')};</script>
<script type="module" src="${SCRIPT_PATH}"></script>
</body>
</html>`;
}

/**
 * A seeded sandbox, a site origin on 127.0.0.1 serving a page with the platform's SDK bundled for the browser, and
 * headless Chromium, for the tests of one file.
 */
export function useSdkPageOnSandbox(): SdkPageOnSandbox {
  const sandbox = useSandboxUnderTest('demo');
  const site = useBundledSite(sandbox, ENTRY, SCRIPT_PATH, ({ url, clientId }) =>
    sitePage({ sandboxUrl: url, clientId }),
  );
  return {
    sandbox,
    async openPage() {
      const page = await (await site.browser().newContext()).newPage();
      await page.goto(`${site.url()}/`);
      await page.waitForFunction(() => window.memberAuth !== undefined);
      return page;
    },
  };
}
