import { SiteAbortError } from '../errors/transport-errors.js';

/** The transport's typed abort error, for a wait that the caller's signal ended outside axios. */
export function abortError(signal: AbortSignal): SiteAbortError {
  const reason: unknown = signal.reason;
  const text = reason instanceof Error ? reason.message : String(reason);
  return new SiteAbortError({ message: `Request aborted: ${text}`, cause: reason });
}

/** Calls `onAbort` with the abort error once `signal` aborts; answers the function that stops listening. */
export function whenAborted(signal: AbortSignal | undefined, onAbort: (error: SiteAbortError) => void): () => void {
  if (!signal) return () => undefined;
  const listener = () => onAbort(abortError(signal));
  signal.addEventListener('abort', listener, { once: true });
  return () => signal.removeEventListener('abort', listener);
}

/**
 * Starts `task` unless `signal` has already aborted, and stops waiting for it once `signal` aborts: only this caller
 * gets a SiteAbortError. The task itself runs on, so a promise shared with other callers (a renewal) is not cancelled.
 */
export function raceAbort<T>(signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
  if (!signal) return task();
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const pending = task();
    const stop = whenAborted(signal, reject);
    pending.then(resolve, reject).finally(stop);
  });
}
