import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { useSandboxUnderTest, type SandboxUnderTest } from '../../integration/support/sandbox-under-test.js';
import type { StorefrontPageConfig } from './storefront-page/entry.js';
import './storefront-page/page-globals.js';
import { useBundledSite } from './bundled-site.js';

const ENTRY = join(import.meta.dirname, 'storefront-page', 'entry.tsx');
const SCRIPT_PATH = '/storefront.js';

/**
 * The packages every import of which must resolve to one copy. npm nests a React 18 (and the services' React
 * bindings built on it) under each storefront package because the project's own React is 19; an app's bundler dedupes
 * them, so that the page runs one React, and one services context that every package's components share.
 */
function oneCopyOf(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const fromStorefront = createRequire(require.resolve('@wix/headless-stores/react'));
  const packageDir = (resolve: NodeJS.Require, name: string) => dirname(resolve.resolve(`${name}/package.json`));
  return {
    react: packageDir(require, 'react'),
    'react-dom': packageDir(require, 'react-dom'),
    '@wix/services-manager-react': packageDir(fromStorefront, '@wix/services-manager-react'),
  };
}

/**
 * The platform's image host, as its SDK builds a picture's address from its media id (`<host>/media/<id>…`). The
 * sandbox serves its pictures under the same path, so one rule sends them there.
 */
const PLATFORM_IMAGE_HOST = /^https:\/\/static\.wixstatic\.com(?=\/media\/)/;

async function platformImagesFromSandbox(context: BrowserContext, sandboxUrl: string): Promise<void> {
  await context.route(PLATFORM_IMAGE_HOST, async (route) => {
    const url = route.request().url().replace(PLATFORM_IMAGE_HOST, sandboxUrl);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
}

function sitePage(config: StorefrontPageConfig): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>a storefront on the platform's components</title></head>
<body>
<div id="root"></div>
<script>window.storefrontPageConfig = ${JSON.stringify(config).replace(/</g, '\\u003c')};</script>
<script type="module" src="${SCRIPT_PATH}"></script>
</body>
</html>`;
}

export interface StorefrontPage {
  page: Page;
  /** What the page logged as errors (console errors and uncaught exceptions), from its first load on. */
  errors: string[];
}

export interface StorefrontPageOnSandbox {
  sandbox: SandboxUnderTest;
  /**
   * A storefront page (`/category/<slug>` or `/product/<slug>`) in a fresh browser context, once React has its
   * components.
   */
  open(path: string): Promise<StorefrontPage>;
}

/**
 * A seeded catalog v3 sandbox, a site origin on 127.0.0.1 serving the platform's storefront components bundled with
 * one copy of React, and headless Chromium, for the tests of one file.
 */
export function useStorefrontPageOnSandbox(): StorefrontPageOnSandbox {
  const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
  // As a site ships it: React's development build also reports the package's own slips (a `forwardRef` render
  // function of one parameter, class names on a Fragment), which are not what these tests look at.
  const site = useBundledSite(
    sandbox,
    ENTRY,
    SCRIPT_PATH,
    ({ url, clientId }) => sitePage({ sandboxUrl: url, clientId }),
    { alias: oneCopyOf(), production: true },
  );
  return {
    sandbox,
    async open(path) {
      const context = await site.browser().newContext();
      await platformImagesFromSandbox(context, sandbox.url);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${site.url()}${path}`);
      await page.waitForFunction(() => window.storefrontRendered === true);
      return { page, errors };
    },
  };
}
