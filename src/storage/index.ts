export { type StorageAdapter, tokenStorageKey } from './storage-adapter.js';
export { memoryStorage } from './memory-storage.js';
export { localStorageAdapter } from './local-storage.js';
export { cookieStorage, type CookieJar, type CookieSource, type CookieStorage } from './cookie-storage.js';
export { type CookieAttributes, DEFAULT_COOKIE_ATTRIBUTES } from './cookie-serialization.js';
