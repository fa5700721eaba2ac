import type { Clock } from '../../core/clock.js';
import { authorizationError, SiteOAuthFlowError } from '../../errors/index.js';
import { abortError, whenAborted } from '../../http/abort.js';
import { hostedPageUrl } from '../login/hosted-page-url.js';

export interface FrameMessageRequest {
  /** The authorization page to load in the hidden frame. */
  url: string;
  /** Only messages from this origin (the authorization endpoint's) are considered. */
  expectedOrigin: string;
  state: string;
  timeoutMs: number;
  clock: Clock;
  /** Ends the wait with a SiteAbortError. */
  signal?: AbortSignal;
  window?: Window;
}

export interface FrameAuthorization {
  code: string;
  state: string;
}

/**
 * Loads `url` in a hidden frame and waits for its `postMessage` answer. A message counts only when it comes from the
 * expected origin, from that very frame's window, and carries the expected state; anything else is ignored. A frame
 * `error` is surfaced as is; an abort of `signal` rejects with a SiteAbortError. The listeners, the timer and the frame
 * are always removed.
 */
export function awaitFrameAuthorization(request: FrameMessageRequest): Promise<FrameAuthorization> {
  const view = request.window ?? (globalThis as { window?: Window }).window;
  if (!view?.document?.body) {
    return Promise.reject(new SiteOAuthFlowError('NO_BROWSER', 'Direct login needs a browser window'));
  }
  const { signal } = request;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  let url: string;
  try {
    url = hostedPageUrl(request.url);
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    const frame = createHiddenFrame(view.document);
    const finish = (settle: () => void) => {
      stopAbortListener();
      view.removeEventListener('message', onMessage);
      request.clock.clearTimeout(timer);
      frame.remove();
      settle();
    };
    const onMessage = (event: MessageEvent) => {
      // A frame without a window (not loaded, or already gone) must not match a message whose source is null.
      const frameWindow = frame.contentWindow;
      if (event.origin !== request.expectedOrigin || !frameWindow || event.source !== frameWindow) return;
      const data = event.data as Record<string, unknown> | null;
      if (typeof data !== 'object' || data === null || data.state !== request.state) return;
      finish(() => {
        if (typeof data.error === 'string') {
          const description = typeof data.error_description === 'string' ? data.error_description : undefined;
          reject(authorizationError(data.error, description));
        } else if (typeof data.code === 'string' && data.code) resolve({ code: data.code, state: request.state });
        else reject(new SiteOAuthFlowError('MISSING_CODE_OR_STATE'));
      });
    };
    const timer = request.clock.setTimeout(
      () => finish(() => reject(new SiteOAuthFlowError('OAUTH_FLOW_TIMED_OUT'))),
      request.timeoutMs,
    );
    const stopAbortListener = whenAborted(signal, (error) => finish(() => reject(error)));
    view.addEventListener('message', onMessage);
    frame.src = url;
    view.document.body.appendChild(frame);
  });
}

export function createHiddenFrame(document: Document): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  return frame;
}
