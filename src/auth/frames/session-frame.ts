import type { Clock } from '../../core/clock.js';
import { abortError, whenAborted } from '../../http/abort.js';
import { createHiddenFrame } from './direct-login-frame.js';

export interface FrameLoadOptions {
  clock: Clock;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

/** Resolves on `load`, rejects on `error`, after the timeout or on abort; the frame is removed in every case. */
export function loadInHiddenFrame(document: Document, url: string, { clock, timeoutMs, signal }: FrameLoadOptions) {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<void>((resolve, reject) => {
    const frame = createHiddenFrame(document);
    const finish = (settle: () => void) => {
      stopAbortListener();
      clock.clearTimeout(timer);
      frame.remove();
      settle();
    };
    const timer = clock.setTimeout(
      () => finish(() => reject(new Error(`The session frame did not load within ${timeoutMs} ms`))),
      timeoutMs,
    );
    const stopAbortListener = whenAborted(signal, (error) => finish(() => reject(error)));
    frame.addEventListener('load', () => finish(resolve), { once: true });
    frame.addEventListener('error', () => finish(() => reject(new Error('The session frame failed to load'))), {
      once: true,
    });
    frame.src = url;
    document.body.appendChild(frame);
  });
}
