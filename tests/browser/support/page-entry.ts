/**
 * The browser side of the browser-flow tests: sitekit's real public entry, bundled for the app origin, plus a few
 * page tools. Tests call into it with `page.evaluate` through `window.sitekit` and `window.pageTools`.
 */
import * as sitekit from '../../../src/index.js';
import { describeError, settle } from './page/described-error.js';
import { framesInDocument, nextFrame } from './page/frame-watch.js';
import { sendHostileMessages } from './page/hostile-messages.js';
import { ManualClock } from '../../../src/testing/index.js';
import { startMessageLog } from './page/message-log.js';
import { createPageClient } from './page/page-client.js';
import { readPageConfig } from './page/page-config.js';
import { sessionTokenFor } from './page/session-token.js';

const pageTools = {
  config: readPageConfig(),
  createClient: createPageClient,
  createManualClock: (startMs = Date.now()) => new ManualClock(startMs),
  nextFrame,
  framesInDocument,
  startMessageLog,
  sendHostileMessages,
  sessionTokenFor,
  describeError,
  settle,
};

export type PageTools = typeof pageTools;
export type Sitekit = typeof sitekit;

Object.assign(window, { sitekit, pageTools });
