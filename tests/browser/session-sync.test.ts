import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SYNC_PERIOD_MS } from '../../src/index.js';
import { REDIRECT_SESSION_PATH, requestsTo, type SandboxRequest } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows();

let stampKey: string;

beforeAll(async () => {
  stampKey = `sitekit.${suite.flows.sandbox.clientId}.redirectSessionLastPreWarm`;
});

const HOSTED_LOGIN_PATH = '/_sandbox/hosted/login';
const SYNC_FAILED = 'sitekit: syncing the session to the site pages failed';

const preWarmRequests = (recorded: SandboxRequest[]) => requestsTo(recorded, 'POST', REDIRECT_SESSION_PATH);
const preWarmFrameLoads = (recorded: SandboxRequest[]) =>
  recorded.filter((request) => request.isNavigation && !request.fromMainFrame && request.path === HOSTED_LOGIN_PATH);

/** One syncToPages with the page's manual clock moved forward by `advanceMs` first. */
function syncStep(page: Page, key: string, advanceMs: number, options: { force?: boolean; timeout?: number } = {}) {
  return page.evaluate(
    async ({ key, advanceMs, force, timeout, loginPage }) => {
      const { pageTools } = window;
      const clock = (window.testClock ??= pageTools.createManualClock());
      clock.advance(advanceMs);
      const site = pageTools.createClient(timeout === undefined ? { clock } : { clock, timeout });
      const syncedBefore = site.auth.sessions.isSessionSynced();
      let frameSrc: string | undefined;
      let frameOf: HTMLIFrameElement | undefined;
      void pageTools
        .nextFrame((frame) => frame.src.startsWith(loginPage))
        .then((frame) => ((frameOf = frame), (frameSrc = frame.src)));
      const result = await site.auth.sessions.syncToPages({ force });
      return {
        result,
        now: clock.now(),
        syncedBefore,
        syncedAfter: site.auth.sessions.isSessionSynced(),
        stamp: localStorage.getItem(key),
        frameSrc,
        frameAttached: frameOf?.isConnected ?? false,
        framesLeft: pageTools.framesInDocument(),
      };
    },
    {
      key,
      advanceMs,
      force: options.force ?? false,
      timeout: options.timeout,
      loginPage: `${suite.flows.sandbox.url}${HOSTED_LOGIN_PATH}`,
    },
  );
}

describe('session pre-warm', () => {
  it('stamps localStorage, removes its frame, and does not repeat within 7 days unless forced', async () => {
    const opened = await suite.openAppPage('/');
    const { page, sandboxRequests } = opened;

    const first = await syncStep(page, stampKey, 0);
    expect(first.result).toBeUndefined();
    expect(first.syncedBefore).toBe(false);
    expect(first.stamp).toBe(String(first.now));
    expect(first.syncedAfter).toBe(true);
    expect(preWarmRequests(sandboxRequests).map((request) => request.body)).toEqual([{ login: {} }]);
    const frameLoads = preWarmFrameLoads(sandboxRequests);
    expect(frameLoads).toHaveLength(1);
    expect(first.frameSrc).toMatch(new RegExp(`^${suite.flows.sandbox.url}${HOSTED_LOGIN_PATH}\\?redirectSessionId=`));
    expect(frameLoads[0]!.query.get('redirectSessionId')).toBe(
      new URL(first.frameSrc!).searchParams.get('redirectSessionId'),
    );
    expect(first.frameAttached).toBe(false);
    expect(first.framesLeft).toEqual([]);

    const again = await syncStep(page, stampKey, 0);
    expect(again.syncedBefore).toBe(true);
    expect(again.stamp).toBe(first.stamp);

    const almostAWeek = await syncStep(page, stampKey, SESSION_SYNC_PERIOD_MS - 1);
    expect(almostAWeek.syncedBefore).toBe(true);
    expect(almostAWeek.stamp).toBe(first.stamp);
    expect(preWarmRequests(sandboxRequests)).toHaveLength(1);
    expect(preWarmFrameLoads(sandboxRequests)).toHaveLength(1);

    const aWeek = await syncStep(page, stampKey, 1);
    expect(aWeek.now - first.now).toBe(SESSION_SYNC_PERIOD_MS);
    expect(aWeek.syncedBefore).toBe(false);
    expect(aWeek.stamp).toBe(String(aWeek.now));
    expect(preWarmRequests(sandboxRequests)).toHaveLength(2);
    expect(preWarmFrameLoads(sandboxRequests)).toHaveLength(2);

    const forced = await syncStep(page, stampKey, 1000, { force: true });
    expect(forced.syncedBefore).toBe(true);
    expect(forced.stamp).toBe(String(forced.now));
    expect(preWarmRequests(sandboxRequests)).toHaveLength(3);
    expect(forced.framesLeft).toEqual([]);
  });

  it('only logs a redirect session that fails (no answer in time): no stamp, no frame, and the next call tries again', async () => {
    const opened = await suite.openAppPage('/');
    const { page, sandboxRequests, problems } = opened;
    await suite.delayOnce('POST', REDIRECT_SESSION_PATH, 2000);

    const failed = await syncStep(page, stampKey, 0, { timeout: 300 });
    expect(failed.result).toBeUndefined();
    expect(failed.stamp).toBeNull();
    expect(failed.syncedAfter).toBe(false);
    expect(failed.frameSrc).toBeUndefined();
    expect(failed.framesLeft).toEqual([]);
    const [logged] = problems.takeExpected((problem) => problem.text.startsWith(SYNC_FAILED));
    expect(logged!.text).toContain('SiteTimeoutError: Request timed out after 300 ms');

    const retried = await syncStep(page, stampKey, 0);
    expect(retried.stamp).toBe(String(retried.now));
    expect(preWarmRequests(sandboxRequests)).toHaveLength(2);
  });

  it('gives up on a frame that does not load within sessionSyncTimeoutMs, logs it and removes the frame', async () => {
    const opened = await suite.openAppPage('/');
    const { page, problems } = opened;

    const outcome = await page.evaluate(
      async ({ key, loginPage }) => {
        const { pageTools } = window;
        const clock = pageTools.createManualClock();
        const site = pageTools.createClient({ clock, sessionSyncTimeoutMs: 5000 });
        let delaysWhenFrameAppeared: number[] = [];
        const appeared = pageTools.nextFrame(
          (frame) => frame.src.startsWith(loginPage),
          () => {
            delaysWhenFrameAppeared = clock.pendingDelays();
            // Runs before the frame can load: its load timeout is due at once.
            clock.advance(5000);
          },
        );
        await site.auth.sessions.syncToPages();
        const frame = await appeared;
        return {
          delaysWhenFrameAppeared,
          stamp: localStorage.getItem(key),
          synced: site.auth.sessions.isSessionSynced(),
          frameAttached: frame.isConnected,
          framesLeft: pageTools.framesInDocument(),
        };
      },
      { key: stampKey, loginPage: `${suite.flows.sandbox.url}${HOSTED_LOGIN_PATH}` },
    );

    expect(outcome.delaysWhenFrameAppeared).toEqual([5000]);
    expect(outcome.stamp).toBeNull();
    expect(outcome.synced).toBe(false);
    expect(outcome.frameAttached).toBe(false);
    expect(outcome.framesLeft).toEqual([]);
    const [logged] = problems.takeExpected((problem) => problem.text.startsWith(SYNC_FAILED));
    expect(logged!.text).toContain('did not load within 5000 ms');
  });
});
