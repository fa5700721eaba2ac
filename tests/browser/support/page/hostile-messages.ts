import { HOSTILE_CODES, HOSTILE_PAGE_PATH, SANDBOX_FORGERY_FRAGMENT } from '../hostile-codes.js';
import { readPageConfig } from './page-config.js';

/**
 * Sends forged answers for `state` the three ways a hostile party on or around the page could: a script on the page
 * posts to its own window, a frame on a third origin posts to its parent, and another frame on the sandbox's origin
 * (made hostile by the test's init script) posts to its parent. Returns the two frames it added.
 */
export function sendHostileMessages(state: string): HTMLIFrameElement[] {
  const config = readPageConfig();
  window.postMessage({ code: HOSTILE_CODES.samePage, state }, '*');
  return [
    `${config.thirdOriginUrl}${HOSTILE_PAGE_PATH}#${encodeURIComponent(state)}`,
    `${config.sandboxUrl}/_sandbox/info#${SANDBOX_FORGERY_FRAGMENT}${encodeURIComponent(state)}`,
  ].map((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.appendChild(frame);
    return frame;
  });
}
