import type { PageTools, Sitekit } from './page-entry.js';

declare global {
  interface Window {
    /** sitekit's public entry, as bundled into the test page. */
    sitekit: Sitekit;
    pageTools: PageTools;
  }
}

export {};
