import type { PageConfig } from './page/page-config.js';
import { startLoopbackServer, type LoopbackServer } from './loopback-server.js';

const SCRIPT_PATH = '/page-entry.js';

/**
 * The app origin: every path serves the same page, which loads the bundled sitekit page entry. Redirects back from
 * the sandbox (`/callback`, `/signed-out`, …) therefore land on a page where sitekit runs again.
 */
export function startAppOrigin(script: string, config: PageConfig): Promise<LoopbackServer> {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>sitekit browser flows</title></head>
<body>
<h1>App under test</h1>
<script>window.pageConfig = ${JSON.stringify(config).replace(/</g, '\\u003c')};</script>
<script type="module" src="${SCRIPT_PATH}"></script>
</body>
</html>`;
  return startLoopbackServer(
    { [SCRIPT_PATH]: { contentType: 'text/javascript', body: script } },
    { contentType: 'text/html', body: html },
  );
}
