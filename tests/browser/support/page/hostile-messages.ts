import { HOSTILE_CODES, HOSTILE_PAGE_PATH, SANDBOX_FORGERY_FRAGMENT } from '../hostile-codes.js';
import { readPageConfig } from './page-config.js';

/**
 * Sends forged answers for the state of sitekit's authorization frame the ways a hostile party on or around the page
 * could: a script on the page posts to its own window, and runs a script inside that frame's initial document (still
 * on the app's origin) that posts to the parent; a frame on a third origin posts to its parent; and another frame on
 * the sandbox's origin (made hostile by the test's init script) posts to its parent. Returns the two frames it added.
 */
export function sendHostileMessages(authorizationFrame: HTMLIFrameElement): HTMLIFrameElement[] {
  const config = readPageConfig();
  const state = new URL(authorizationFrame.src).searchParams.get('state') ?? '';
  window.postMessage({ code: HOSTILE_CODES.samePage, state }, '*');
  postFromInitialDocument(authorizationFrame, { code: HOSTILE_CODES.realFrameBeforeLoad, state });
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

/** Runs `parent.postMessage(message)` inside the frame's current document, so the frame's window is the sender. */
function postFromInitialDocument(frame: HTMLIFrameElement, message: Record<string, string>): void {
  const document = frame.contentDocument;
  if (!document?.documentElement) throw new Error('The frame has no same-origin initial document to post from');
  const script = document.createElement('script');
  script.textContent = `parent.postMessage(${JSON.stringify(message)}, '*');`;
  document.documentElement.appendChild(script);
}
