/**
 * Coordination of the clients that share one token storage (tabs of an origin, or clients in one process): renewal
 * runs under a Web Locks lock, so only one of them renews at a time and the others adopt what it stored, and every
 * change is announced on a BroadcastChannel so that the others re-read the storage at once.
 */
export interface TokenSync {
  /** Runs `task` while holding the shared renewal lock; `waited` tells whether another client held it first. */
  withLock<T>(task: (waited: boolean) => Promise<T>): Promise<T>;
  /** Tells the other clients that the stored tokens changed. */
  announce(): void;
  /** Calls `listener` when another client announces a change. */
  onAnnouncement(listener: () => void): void;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
  unref?: () => void;
}

/** No other client shares the storage: nothing to coordinate. */
export const NO_TOKEN_SYNC: TokenSync = {
  withLock: (task) => task(false),
  announce: () => undefined,
  onAnnouncement: () => undefined,
};

/** A name that differs per client id and API origin, used for the lock and the channel. */
export function tokenSyncName(clientId: string, apiOrigin: string): string {
  return `sitekit.tokens ${clientId} ${apiOrigin}`;
}

/** Uses `navigator.locks` and `BroadcastChannel` where the runtime has them; each missing one is skipped. */
export function createTokenSync(name: string): TokenSync {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => ChannelLike }).BroadcastChannel;
  const channel = Channel ? new Channel(name) : undefined;
  // Node keeps a process alive while a channel is open; the channel must not.
  channel?.unref?.();
  return {
    withLock: (task) =>
      locks
        ? locks.request(name, { ifAvailable: true }, (lock) =>
            lock ? task(false) : locks.request(name, () => task(true)),
          )
        : task(false),
    announce: () => channel?.postMessage('tokens-changed'),
    onAnnouncement: (listener) => channel?.addEventListener('message', listener),
  };
}
