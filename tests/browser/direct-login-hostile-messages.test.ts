import { beforeEach, describe, expect, it } from 'vitest';
import { HOSTILE_CODE_VALUES, HOSTILE_CODES, HOSTILE_PAGE_PATH } from './support/hostile-codes.js';
import { expectTokensOfMember } from './support/members.js';
import { forgeMessagesFromSandboxFrames } from './support/sandbox-frame-forgery.js';
import { codeExchanges } from './support/sandbox-traffic.js';
import type { AppPage } from './support/browser-flows.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows({ member: 'hostile-messages' });
let opened: AppPage;

beforeEach(async () => {
  opened = await suite.openAppPage('/');
  await forgeMessagesFromSandboxFrames(opened.context, suite.flows.sandbox.url);
});

const AUTHORIZE_PATH = '/oauth2/authorize';

/** What the page needs to log the suite's member in through the hidden frame, and the frame URL to watch for. */
function directLoginInputs() {
  const { email, password } = suite.member;
  return { email, password, authorizePage: `${suite.flows.sandbox.url}${AUTHORIZE_PATH}` };
}

describe('direct login ignores messages that are not the frame’s answer', () => {
  it('completes with the real code while forged answers arrive first from the page, a third origin and another sandbox frame', async () => {
    // Hold the real answer back so that the forged ones are seen while the flow waits.
    await suite.delayOnce('GET', AUTHORIZE_PATH, 1500);

    const outcome = await opened.page.evaluate(async ({ email, password, authorizePage }) => {
      const { pageTools } = window;
      const log = pageTools.startMessageLog();
      const site = pageTools.createClient();
      const sessionToken = await pageTools.sessionTokenFor(site, email, password);
      let state = '';
      const appeared = pageTools.nextFrame(
        (frame) => frame.src.startsWith(authorizePage),
        (frame) => {
          log.watch(frame);
          state = new URL(frame.src).searchParams.get('state') ?? '';
          pageTools.sendHostileMessages(frame);
        },
      );
      const settled = await pageTools.settle(site.auth.getMemberTokensForDirectLogin(sessionToken));
      const frame = await appeared;
      return {
        settled,
        state,
        messages: log.messages,
        frameAttached: frame.isConnected,
        framesLeft: pageTools.framesInDocument(),
      };
    }, directLoginInputs());

    expect(outcome.settled.ok, JSON.stringify(outcome.settled)).toBe(true);
    const tokens = outcome.settled.ok ? outcome.settled.value : undefined;
    expect(tokens?.refreshToken.role).toBe('member');

    const { messages, state } = outcome;
    const real = messages.find(
      (m) =>
        m.fromWatchedFrame && m.origin === suite.flows.sandbox.url && m.state === state && typeof m.code === 'string',
    );
    expect(real, JSON.stringify(messages)).toBeDefined();
    expect(HOSTILE_CODE_VALUES).not.toContain(real!.code);
    // Every forged answer reached the page, from where it claims, and before the real one.
    const forged = messages.slice(0, messages.indexOf(real!));
    expect(forged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: HOSTILE_CODES.samePage, origin: suite.flows.app.url, state }),
        expect.objectContaining({
          code: HOSTILE_CODES.realFrameBeforeLoad,
          origin: suite.flows.app.url,
          state,
          fromWatchedFrame: true,
        }),
        expect.objectContaining({ code: HOSTILE_CODES.thirdOrigin, origin: suite.flows.thirdOrigin.url, state }),
        expect.objectContaining({
          code: HOSTILE_CODES.sandboxOtherFrame,
          origin: suite.flows.sandbox.url,
          state,
          fromWatchedFrame: false,
        }),
        expect.objectContaining({
          code: HOSTILE_CODES.wrongState,
          origin: suite.flows.sandbox.url,
          state: `another-${state}`,
          fromWatchedFrame: true,
        }),
      ]),
    );
    expect(forged).toHaveLength(5);

    // Only the real code was ever exchanged.
    expect(codeExchanges(opened.sandboxRequests).map((request) => request.body?.code)).toEqual([real!.code]);
    await expectTokensOfMember(suite.flows.sandbox, tokens!, suite.member);

    // sitekit's frame is gone; only the two hostile frames the test added are left.
    expect(outcome.frameAttached).toBe(false);
    expect(outcome.framesLeft).toEqual([
      `${suite.flows.thirdOrigin.url}${HOSTILE_PAGE_PATH}#${encodeURIComponent(state)}`,
      expect.stringMatching(new RegExp(`^${suite.flows.sandbox.url}/_sandbox/info#`)),
    ]);
  });

  it('times out rather than use a forged answer when the real one never comes', async () => {
    // The real frame's answer stays away for longer than the test runs.
    await suite.delayOnce('GET', AUTHORIZE_PATH, 5000);

    const outcome = await opened.page.evaluate(
      async ({ email, password, authorizePage, expectedForgeries }) => {
        const { pageTools } = window;
        const log = pageTools.startMessageLog();
        const clock = pageTools.createManualClock();
        const site = pageTools.createClient({ clock });
        const sessionToken = await pageTools.sessionTokenFor(site, email, password);
        const appeared = pageTools.nextFrame(
          (frame) => frame.src.startsWith(authorizePage),
          (frame) => pageTools.sendHostileMessages(frame),
        );
        let settledEarly = false;
        const flow = pageTools.settle(site.auth.getMemberTokensForDirectLogin(sessionToken));
        void flow.then(() => (settledEarly = true));
        const frame = await appeared;
        const deadline = Date.now() + 5000;
        while (log.messages.length < expectedForgeries && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const delays = clock.pendingDelays();
        clock.advance(119_999);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const pendingJustBefore = !settledEarly;
        clock.advance(1);
        const settled = await flow;
        return {
          settled,
          delays,
          pendingJustBefore,
          messages: log.messages,
          frameAttached: frame.isConnected,
          framesLeft: pageTools.framesInDocument(),
        };
      },
      { ...directLoginInputs(), expectedForgeries: 4 },
    );

    expect(outcome.messages.map((message) => message.code).sort()).toEqual(
      [
        HOSTILE_CODES.samePage,
        HOSTILE_CODES.realFrameBeforeLoad,
        HOSTILE_CODES.thirdOrigin,
        HOSTILE_CODES.sandboxOtherFrame,
      ].sort(),
    );
    expect(outcome.delays).toContain(120_000);
    expect(outcome.pendingJustBefore).toBe(true);
    expect(outcome.settled).toEqual({
      ok: false,
      error: expect.objectContaining({
        name: 'SiteOAuthFlowError',
        isOAuthFlowError: true,
        code: 'OAUTH_FLOW_TIMED_OUT',
        message: 'OAuth flow timed out',
      }),
    });
    expect(codeExchanges(opened.sandboxRequests)).toEqual([]);
    expect(outcome.frameAttached).toBe(false);
    expect(outcome.framesLeft).toHaveLength(2);
    expect(outcome.framesLeft.some((src) => src.includes(AUTHORIZE_PATH))).toBe(false);
  });
});
