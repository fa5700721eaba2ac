import type { StorageAdapter } from '../storage/storage-adapter.js';
import { cloneTokens, emptyTokens, isStoredTokens, type Tokens } from './tokens.js';

/**
 * A client's tokens: in memory for synchronous reads (`getTokens`, `loggedIn`), persisted to the storage adapter.
 * A synchronous adapter is read at once; an asynchronous one is read before the first renewal (`ready()`). Tokens set
 * explicitly before that read completes win over the stored ones.
 */
export class TokenStore {
  private tokens: Tokens;
  private loading: Promise<void>;
  private explicitlySet = false;

  constructor(
    private readonly storage: StorageAdapter | undefined,
    private readonly key: string,
    initial: Tokens | undefined,
  ) {
    this.tokens = initial ? cloneTokens(initial) : emptyTokens();
    this.explicitlySet = initial !== undefined;
    this.loading = initial || !storage ? Promise.resolve() : this.load(storage);
  }

  current(): Tokens {
    return cloneTokens(this.tokens);
  }

  ready(): Promise<void> {
    return this.loading;
  }

  async replace(tokens: Tokens): Promise<void> {
    this.explicitlySet = true;
    this.tokens = cloneTokens(tokens);
    await this.storage?.set(this.key, JSON.stringify(this.tokens));
  }

  async clear(): Promise<void> {
    this.explicitlySet = true;
    this.tokens = emptyTokens();
    await this.storage?.remove(this.key);
  }

  private load(storage: StorageAdapter): Promise<void> {
    const stored = storage.get(this.key);
    if (!(stored instanceof Promise)) {
      this.adopt(stored);
      return Promise.resolve();
    }
    return stored.then((value) => this.adopt(value));
  }

  private adopt(stored: string | null | undefined): void {
    if (this.explicitlySet || !stored) return;
    const parsed = parseTokens(stored);
    if (parsed) this.tokens = parsed;
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
