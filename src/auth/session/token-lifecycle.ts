import { nowInSeconds, sleep, systemClock, type Clock } from '../../core/clock.js';
import { raceAbort } from '../../http/abort.js';
import type { CallOptions } from '../../http/call-options.js';
import { failureMapping } from '../../http/load-failure-mapping.js';
import { SingleFlight } from './single-flight.js';
import type { TokenGrants } from '../grants/token-grants.js';
import type { TokenStore } from './token-store.js';
import { NO_TOKEN_SYNC, type TokenSync } from './token-sync.js';
import { isAccessTokenUsable, type RefreshToken, type Tokens } from './tokens.js';

export const DEFAULT_LEEWAY_SECONDS = 60;
/** How often, and how many times, a client that waited for the renewal lock re-reads a storage that looks unchanged. */
const STORAGE_SETTLE_POLL_MS = 20;
const STORAGE_SETTLE_POLLS = 50;

/**
 * The token lifecycle of docs/decisions.md#3: renew when the access token is missing or about to expire;
 * refresh with the refresh token; fall back to a new visitor only when the platform rejects the refresh token.
 */
export class TokenLifecycle {
  readonly #renewal = new SingleFlight<Tokens>();
  /**
   * The leeway for the access token this client minted last. A token that lives shorter than the leeway would never
   * count as usable, and every caller queued behind a renewal would renew again; its leeway is capped at half its
   * lifetime.
   */
  #minted: { accessToken: string; leewaySeconds: number } | undefined;

  readonly #store: TokenStore;
  readonly #grants: TokenGrants;
  readonly #clock: Clock;
  readonly #leewaySeconds: number;
  readonly #sync: TokenSync;

  constructor(
    store: TokenStore,
    grants: TokenGrants,
    clock: Clock,
    leewaySeconds: number,
    sync: TokenSync = NO_TOKEN_SYNC,
  ) {
    this.#store = store;
    this.#grants = grants;
    this.#clock = clock;
    this.#leewaySeconds = leewaySeconds;
    this.#sync = sync;
  }

  /**
   * Tokens whose access token can be sent now, renewing them first if needed (one renewal for any number of callers).
   * When `signal` aborts, this caller stops waiting with a SiteAbortError; a renewal shared with others runs on.
   */
  ensureTokens(signal?: AbortSignal): Promise<Tokens> {
    return raceAbort(signal, () => this.#usableTokens());
  }

  async #usableTokens(): Promise<Tokens> {
    await this.#store.ready();
    const tokens = this.#store.current();
    if (this.#isUsable(tokens)) return tokens;
    return this.#renew(undefined);
  }

  /** After a 401 for `rejectedAccessToken`: renew, unless another caller already replaced that token. */
  async renewAfterUnauthorized(rejectedAccessToken: string | undefined): Promise<Tokens> {
    await this.#store.ready();
    const current = this.#store.current();
    if (this.#isKept(current, rejectedAccessToken)) return current;
    return this.#renew(rejectedAccessToken);
  }

  /**
   * One renewal for this client, under the lock shared with every client of the same storage. Inside it the storage
   * is read again: tokens another tab or process renewed meanwhile are adopted instead of renewed a second time.
   */
  #renew(rejectedAccessToken: string | undefined): Promise<Tokens> {
    return this.#renewal.run(() => {
      const accessTokenBefore = this.#store.current().accessToken.value;
      return this.#sync.withLock(async (waited) => {
        const current = await this.#storedTokens(waited ? accessTokenBefore : undefined, rejectedAccessToken);
        if (this.#isKept(current, rejectedAccessToken)) return current;
        return this.#renewAndStore(current.refreshToken);
      });
    });
  }

  /**
   * The stored tokens, read again under the lock. A browser hands one tab's localStorage write to the other tabs
   * asynchronously, possibly after the writer released the lock: a client that waited for the lock and still sees the
   * access token it had re-reads for a while before renewing with a refresh token the holder may just have used
   * (docs/decisions.md#35). The wait is in real time whatever the client's clock: it is the browser's, not the API's.
   */
  async #storedTokens(accessTokenBefore: string | undefined, rejectedAccessToken: string | undefined): Promise<Tokens> {
    await this.#store.reload();
    for (let poll = 0; poll < STORAGE_SETTLE_POLLS; poll++) {
      const current = this.#store.current();
      if (current.accessToken.value !== accessTokenBefore || this.#isKept(current, rejectedAccessToken)) break;
      await sleep(systemClock, STORAGE_SETTLE_POLL_MS);
      await this.#store.reload();
    }
    return this.#store.current();
  }

  #isKept(tokens: Tokens, rejectedAccessToken: string | undefined): boolean {
    return tokens.accessToken.value !== rejectedAccessToken && this.#isUsable(tokens);
  }

  /**
   * Returns `tokens` when they are still usable; otherwise refreshes with their refresh token, or mints a new visitor
   * when there is none or the platform rejects it (400/401). A refresh that fails for any other reason (network,
   * timeout, 5xx) throws the SiteTokenError and leaves the session as it is.
   */
  async generateVisitorTokens(tokens?: Partial<Tokens>, call?: CallOptions): Promise<Tokens> {
    if (tokens?.accessToken && tokens.refreshToken?.value && this.#isUsable(tokens as Tokens)) return tokens as Tokens;
    if (tokens?.refreshToken?.value) {
      try {
        return await this.#grants.refresh(tokens.refreshToken, call);
      } catch (error) {
        // The failed grant has loaded the failure mapping already; the guard comes with it (docs/decisions.md#18).
        const { isSiteTokenError } = await failureMapping();
        if (!(isSiteTokenError(error) && error.isGrantRejected)) throw error;
      }
    }
    return this.#grants.anonymous(call);
  }

  renewToken(refreshToken: RefreshToken, call?: CallOptions): Promise<Tokens> {
    return this.#grants.refresh(refreshToken, call);
  }

  /** Tokens set by the caller (`setTokens`) while the renewal was in flight win over the renewal's. */
  async #renewAndStore(refreshToken: RefreshToken): Promise<Tokens> {
    const version = this.#store.version;
    const renewed = await this.generateVisitorTokens({ refreshToken });
    if (this.#store.version !== version) return this.#store.current();
    const lifetime = renewed.accessToken.expiresAt - nowInSeconds(this.#clock);
    this.#minted = {
      accessToken: renewed.accessToken.value,
      leewaySeconds: Math.max(0, Math.min(this.#leewaySeconds, Math.floor(lifetime / 2))),
    };
    await this.#store.replace(renewed);
    this.#sync.announce();
    return renewed;
  }

  #isUsable(tokens: Tokens): boolean {
    const leeway =
      this.#minted?.accessToken === tokens.accessToken.value ? this.#minted.leewaySeconds : this.#leewaySeconds;
    return isAccessTokenUsable(tokens.accessToken, nowInSeconds(this.#clock), leeway);
  }
}
