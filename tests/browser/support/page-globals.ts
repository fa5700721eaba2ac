import type { ManualClock } from '../../../src/testing/index.js';
import type { PageTools, Sitekit } from './page-entry.js';

declare global {
  interface Window {
    /** sitekit's public entry, as bundled into the test page. */
    sitekit: Sitekit;
    pageTools: PageTools;
    /** A manual clock a test keeps across several `page.evaluate` steps. */
    testClock?: ManualClock;
  }
}

export {};
