import type { Clock } from '../../core/clock.js';
import { isSiteAbortError, SiteOAuthFlowError } from '../../errors/index.js';
import type { RedirectsModule } from '../../redirects/redirects.js';
import { hostedPageUrl } from '../login/hosted-page-url.js';

/** A pre-warm is repeated at most once in this period (docs/decisions.md#4). */
export const SESSION_SYNC_PERIOD_MS = 7 * 24 * 3600 * 1000;
export const SESSION_SYNC_LOAD_TIMEOUT_MS = 30_000;

export interface SessionSync {
  /** True when this browser's platform session was pre-warmed less than 7 days ago. */
  isSessionSynced(): boolean;
  /**
   * Loads a login redirect session in a hidden frame so that the platform's pages share the session. Resolves in all
   * cases: failures are only logged with console.error; an abort of `signal` stops it silently.
   */
  syncToPages(options?: SessionSyncOptions): Promise<void>;
}

export interface SessionSyncOptions {
  /** Pre-warm even when the last one is less than 7 days old. */
  force?: boolean;
  signal?: AbortSignal;
}

export interface SessionSyncDeps {
  /** This client's redirects, never a global one. */
  redirects: RedirectsModule;
  clock: Clock;
  storageKey: string;
  loadTimeoutMs: number;
  window?: Window;
}

export function createSessionSync(deps: SessionSyncDeps): SessionSync {
  const view = () => deps.window ?? (globalThis as { window?: Window }).window;
  const storage = () => safeLocalStorage(view());

  const isSessionSynced = (): boolean => {
    const stamp = Number(storage()?.getItem(deps.storageKey) ?? NaN);
    const age = deps.clock.now() - stamp;
    // A stamp from the future (clock skew, tampering) must not block pre-warm for ever.
    return Number.isFinite(stamp) && age >= 0 && age < SESSION_SYNC_PERIOD_MS;
  };

  const syncToPages = async ({ force, signal }: SessionSyncOptions = {}): Promise<void> => {
    if (!force && isSessionSynced()) return;
    try {
      const current = view();
      if (!current?.document?.body) throw new SiteOAuthFlowError('NO_BROWSER', 'Session sync needs a browser window');
      storage()?.removeItem(deps.storageKey);
      const { redirectSession } = await deps.redirects.createRedirectSession({ login: {} }, { signal });
      const frameOptions = { clock: deps.clock, timeoutMs: deps.loadTimeoutMs, signal };
      // The frame code loads with the first pre-warm: an app that never pre-warms does not carry it.
      const { loadInHiddenFrame } = await import('./session-frame.js');
      await loadInHiddenFrame(current.document, hostedPageUrl(redirectSession?.fullUrl), frameOptions);
      storage()?.setItem(deps.storageKey, String(deps.clock.now()));
    } catch (error) {
      if (!isSiteAbortError(error)) console.error('sitekit: syncing the session to the site pages failed', error);
    }
  };

  return { isSessionSynced, syncToPages };
}

function safeLocalStorage(view: Window | undefined): Storage | undefined {
  try {
    return view?.localStorage;
  } catch {
    return undefined;
  }
}
