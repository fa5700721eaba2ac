import type { StorefrontPageConfig } from './entry.js';

declare global {
  interface Window {
    storefrontPageConfig: StorefrontPageConfig;
    /** Set once the page's components are handed to React. */
    storefrontRendered?: boolean;
  }
}

export {};
