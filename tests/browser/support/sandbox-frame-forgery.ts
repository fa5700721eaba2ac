import type { BrowserContext } from 'playwright-core';
import { HOSTILE_CODES, SANDBOX_FORGERY_FRAGMENT } from './hostile-codes.js';

/**
 * Plays a hostile script running inside pages of the sandbox's origin, before their own scripts:
 * - a sandbox frame opened with `#sitekit-forge-state=<state>` posts a forged code with that (right) state;
 * - the real authorization frame first posts a forged code with another state, then runs its own script.
 */
export async function forgeMessagesFromSandboxFrames(context: BrowserContext, sandboxUrl: string): Promise<void> {
  await context.addInitScript(
    ({ sandboxOrigin, codes, fragment }) => {
      if (location.origin !== sandboxOrigin || window.parent === window) return;
      if (location.hash.startsWith(`#${fragment}`)) {
        const state = decodeURIComponent(location.hash.slice(fragment.length + 1));
        window.parent.postMessage({ code: codes.sandboxOtherFrame, state }, '*');
      } else if (location.pathname === '/oauth2/authorize') {
        const state = new URLSearchParams(location.search).get('state');
        window.parent.postMessage({ code: codes.wrongState, state: `another-${state}` }, '*');
      }
    },
    { sandboxOrigin: sandboxUrl, codes: HOSTILE_CODES, fragment: SANDBOX_FORGERY_FRAGMENT },
  );
}
