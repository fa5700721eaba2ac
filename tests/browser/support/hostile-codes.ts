/** The forged authorization codes the hostile senders post; none of them may ever reach a token request. */
export const HOSTILE_CODES = {
  /** Posted by a script on the app page itself (wrong origin). */
  samePage: 'hostile-same-page',
  /** Posted by a frame on an unrelated origin (wrong origin). */
  thirdOrigin: 'hostile-third-origin',
  /** Posted with the right state by another frame on the sandbox's origin (right origin, wrong source). */
  sandboxOtherFrame: 'hostile-sandbox-other-frame',
  /**
   * Posted with the right state from sitekit's own frame before its navigation commits: its initial about:blank
   * document has the app's origin and a script on the page can run in it (right source, wrong origin).
   */
  realFrameBeforeLoad: 'hostile-real-frame-before-load',
  /** Posted by the real authorization frame itself, with another state (right origin and source, wrong state). */
  wrongState: 'hostile-wrong-state',
} as const;

export const HOSTILE_CODE_VALUES: readonly string[] = Object.values(HOSTILE_CODES);

/** The fragment that makes a sandbox-origin frame post a forged answer with the state that follows it. */
export const SANDBOX_FORGERY_FRAGMENT = 'sitekit-forge-state=';

/** The third origin's page that posts `HOSTILE_CODES.thirdOrigin` with the state in its fragment. */
export const HOSTILE_PAGE_PATH = '/hostile.html';
