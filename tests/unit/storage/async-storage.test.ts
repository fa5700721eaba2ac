import { describe, expect, it } from 'vitest';
import { TokenStore } from '../../../src/auth/session/token-store.js';
import { TokenRole, type StorageAdapter, type Tokens } from '../../../src/index.js';

const stored: Tokens = {
  accessToken: { value: 'stored', expiresAt: 4_000_000_000 },
  refreshToken: { value: 'stored-r', role: TokenRole.MEMBER },
};

function asyncStorage(initial: Record<string, string>): StorageAdapter & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: async (key) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return values.get(key) ?? null;
    },
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
  };
}

describe('TokenStore with an async adapter', () => {
  it('hydrates before the first renewal (ready) and persists replacements', async () => {
    const storage = asyncStorage({ key: JSON.stringify(stored) });
    const store = new TokenStore(storage, 'key', undefined);
    expect(store.current().accessToken.value).toBe('');
    await store.ready();
    expect(store.current()).toEqual(stored);
    await store.replace({ ...stored, accessToken: { value: 'next', expiresAt: 1 } });
    expect(JSON.parse(storage.values.get('key') ?? '')).toMatchObject({ accessToken: { value: 'next' } });
    await store.clear();
    expect(storage.values.has('key')).toBe(false);
    expect(store.current().refreshToken.role).toBe(TokenRole.NONE);
  });

  it('lets tokens set before hydration completes win', async () => {
    const storage = asyncStorage({ key: JSON.stringify(stored) });
    const store = new TokenStore(storage, 'key', undefined);
    await store.replace({ ...stored, accessToken: { value: 'explicit', expiresAt: 1 } });
    await store.ready();
    expect(store.current().accessToken.value).toBe('explicit');
  });

  it('prefers initial tokens over storage and never reads it then', async () => {
    let reads = 0;
    const storage: StorageAdapter = {
      get: () => (reads++, JSON.stringify(stored)),
      set: () => undefined,
      remove: () => undefined,
    };
    const initial = { ...stored, accessToken: { value: 'initial', expiresAt: 2 } };
    const store = new TokenStore(storage, 'key', initial);
    await store.ready();
    expect(store.current().accessToken.value).toBe('initial');
    expect(reads).toBe(0);
  });

  it('ignores stored values of the wrong shape', async () => {
    const store = new TokenStore(asyncStorage({ key: '{"accessToken":{"value":1}}' }), 'key', undefined);
    await store.ready();
    expect(store.current().accessToken.value).toBe('');
  });
});
