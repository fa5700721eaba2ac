import { page, scriptJson } from './html.js';

export type AuthorizationMessage =
  { code: string; state: string | undefined } | { error: string; error_description: string; state: string | undefined };

/**
 * The web_message response mode: the page posts the result to the window that framed (or opened) it, addressed
 * to one exact origin — never '*' — so no other window can read the code.
 */
export function webMessagePage(message: AuthorizationMessage, targetOrigin: string): string {
  const script = `(function () {
  var target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage(${scriptJson(message)}, ${scriptJson(targetOrigin)});
})();`;
  return page('Signing in', `<p>Completing sign-in…</p><script>${script}</script>`);
}
