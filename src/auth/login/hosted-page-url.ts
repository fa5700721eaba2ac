import { SiteOAuthFlowError } from '../../errors/index.js';

/**
 * A URL the platform answered for a hosted page (login, logout, the frame's `src`), checked before the caller navigates
 * to it or a frame loads it: missing is NO_REDIRECT_URL, anything but an absolute http(s) URL (`javascript:`, `data:`,
 * `file:`) is UNSAFE_URL.
 */
export function hostedPageUrl(url: string | undefined): string {
  if (!url) throw new SiteOAuthFlowError('NO_REDIRECT_URL');
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new SiteOAuthFlowError('UNSAFE_URL', `The platform answered a page URL that is not absolute: "${url}"`);
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new SiteOAuthFlowError('UNSAFE_URL', `The platform answered a page URL that is not http(s): ${protocol}`);
  }
  return url;
}
