import type { StorageAdapter } from '../../storage/storage-adapter.js';
import { cloneTokens, emptyTokens, isStoredTokens, type Tokens } from './tokens.js';

export type TokensListener = (tokens: Tokens) => void;

/**
 * A client's tokens: in memory for synchronous reads (`getTokens`, `loggedIn`), persisted to the storage adapter.
 * A synchronous adapter is read at once; an asynchronous one is read before the first renewal (`ready()`). Tokens set
 * explicitly before that read completes win over the stored ones. `reload()` adopts what another tab or process
 * wrote to the same storage since this store last read or wrote it.
 */
export class TokenStore {
  #tokens: Tokens;
  #loading: Promise<void>;
  #explicitlySet = false;
  /** The stored value as this store last read or wrote it (a different one was written by someone else). */
  #lastStored: string | null | undefined;
  readonly #listeners = new Set<TokensListener>();
  /** Counts replacements and clears, so a renewal can tell that tokens were set while it was in flight. */
  #writes = 0;

  readonly #storage: StorageAdapter | undefined;
  readonly #key: string;

  constructor(storage: StorageAdapter | undefined, key: string, initial: Tokens | undefined) {
    this.#storage = storage;
    this.#key = key;
    this.#tokens = initial ? cloneTokens(initial) : emptyTokens();
    this.#explicitlySet = initial !== undefined;
    this.#loading = initial || !storage ? Promise.resolve() : this.#read(storage, (stored) => this.#adoptFirst(stored));
  }

  current(): Tokens {
    return cloneTokens(this.#tokens);
  }

  ready(): Promise<void> {
    return this.#loading;
  }

  get version(): number {
    return this.#writes;
  }

  /** Adopts tokens written to the storage by someone else since this store last saw it. */
  reload(): Promise<void> {
    return this.#storage ? this.#read(this.#storage, (stored) => this.#adoptChanged(stored)) : Promise.resolve();
  }

  onChange(listener: TokensListener): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  async replace(tokens: Tokens): Promise<void> {
    this.#writes++;
    this.#explicitlySet = true;
    this.#tokens = cloneTokens(tokens);
    this.#lastStored = JSON.stringify(this.#tokens);
    this.#notify();
    await this.#storage?.set(this.#key, this.#lastStored);
  }

  async clear(): Promise<void> {
    this.#writes++;
    this.#explicitlySet = true;
    this.#tokens = emptyTokens();
    this.#lastStored = null;
    this.#notify();
    await this.#storage?.remove(this.#key);
  }

  /** Reads the stored value; a read that a local write overtook is dropped. */
  #read(storage: StorageAdapter, onValue: (stored: string | null) => void): Promise<void> {
    const writesBefore = this.#writes;
    const accept = (value: string | null | undefined) => {
      if (this.#writes === writesBefore) onValue(value ?? null);
    };
    const stored = storage.get(this.#key);
    if (!(stored instanceof Promise)) {
      accept(stored);
      return Promise.resolve();
    }
    return stored.then(accept);
  }

  #adoptFirst(stored: string | null): void {
    this.#lastStored = stored;
    if (!this.#explicitlySet) this.#use(stored);
  }

  /** Tokens given at construction were never compared with the storage: the first reload only takes note of it. */
  #adoptChanged(stored: string | null): void {
    const known = this.#lastStored !== undefined;
    if (stored === this.#lastStored) return;
    this.#lastStored = stored;
    if (known) this.#use(stored);
  }

  #use(stored: string | null): void {
    const parsed = stored ? parseTokens(stored) : undefined;
    if (!parsed) return;
    this.#tokens = parsed;
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener(this.current());
  }
}

function parseTokens(stored: string): Tokens | undefined {
  try {
    const value: unknown = JSON.parse(stored);
    return isStoredTokens(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
