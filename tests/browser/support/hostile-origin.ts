import { HOSTILE_CODES, HOSTILE_PAGE_PATH } from './hostile-codes.js';
import { startLoopbackServer, type LoopbackServer } from './loopback-server.js';

/**
 * An unrelated origin whose page, framed by the app, posts a forged authorization answer to its parent with the
 * state given in its fragment (as a page that learned the state would).
 */
export function startHostileOrigin(): Promise<LoopbackServer> {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hostile</title></head>
<body><script>
  var state = decodeURIComponent(location.hash.slice(1));
  window.parent.postMessage({ code: ${JSON.stringify(HOSTILE_CODES.thirdOrigin)}, state: state }, '*');
</script></body></html>`;
  return startLoopbackServer({ [HOSTILE_PAGE_PATH]: { contentType: 'text/html', body: html } });
}
