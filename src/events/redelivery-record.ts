import { replayKeyFor } from './replay-guard.js';
import type { ReplayStore } from './replay-store.js';
import type { VerifiedToken } from './verify-token.js';

/**
 * Remembers, in the replay store, the tokens whose handlers failed, so that their redelivery is accepted after the
 * age window (for `windowSeconds`). The store only offers `add` and `delete`: whether a token is awaited is asked by
 * adding its marker, which is removed again when it was not there.
 */
export function createRedeliveryRecord(store: ReplayStore, windowSeconds: number) {
  const markerFor = async (token: VerifiedToken) => `redelivery:${await replayKeyFor(token)}`;
  return {
    await: async (token: VerifiedToken): Promise<void> => {
      const marker = await markerFor(token);
      await store.delete(marker);
      await store.add(marker, Math.max(1, windowSeconds));
    },
    isAwaited: async (token: VerifiedToken): Promise<boolean> => {
      const marker = await markerFor(token);
      if (!(await store.add(marker, 1))) return true;
      await store.delete(marker);
      return false;
    },
    /** The token was processed: it is no longer awaited (a replay is then refused as too old or replayed). */
    settle: async (token: VerifiedToken): Promise<void> => store.delete(await markerFor(token)),
  };
}
