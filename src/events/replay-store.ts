/**
 * Remembers which event tokens were already processed. Implement it over a shared store (for example Redis
 * `SET key 1 NX EX ttl`) when several processes receive events; the default lives in one process's memory.
 */
export interface ReplayStore {
  /**
   * Records `key` for `ttlSeconds`. Returns false when it is already recorded and not yet expired. Must be atomic:
   * two concurrent calls with the same key must not both return true.
   */
  add(key: string, ttlSeconds: number): boolean | Promise<boolean>;
  /** Forgets `key`, so that a redelivery after a failed handler is accepted. */
  delete(key: string): void | Promise<void>;
}

export interface MemoryReplayStoreOptions {
  /** Upper bound on remembered tokens; past it the oldest are forgotten first. Default 100 000. */
  maxEntries?: number;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
}

export const DEFAULT_MAX_REPLAY_ENTRIES = 100_000;

export function createMemoryReplayStore(options: MemoryReplayStoreOptions = {}): ReplayStore {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_REPLAY_ENTRIES;
  const now = options.now ?? Date.now;
  const expiries = new Map<string, number>();

  function forgetExpired(at: number): void {
    for (const [key, expiresAt] of expiries) {
      if (expiresAt <= at) expiries.delete(key);
    }
  }

  function makeRoom(at: number): void {
    if (expiries.size < maxEntries) return;
    forgetExpired(at);
    for (const key of expiries.keys()) {
      if (expiries.size < maxEntries) break;
      expiries.delete(key);
    }
  }

  return {
    add(key, ttlSeconds) {
      const at = now();
      const expiresAt = expiries.get(key);
      if (expiresAt !== undefined && expiresAt > at) return false;
      expiries.delete(key);
      makeRoom(at);
      expiries.set(key, at + ttlSeconds * 1000);
      return true;
    },
    delete(key) {
      expiries.delete(key);
    },
  };
}
