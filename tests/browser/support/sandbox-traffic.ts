import type { Page, Request } from 'playwright-core';

/** A request the page (or one of its frames) sent to the sandbox, as it went on the wire. */
export interface SandboxRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON or form body, parsed; undefined without one. */
  body: Record<string, unknown> | undefined;
  authorization: string | undefined;
  isNavigation: boolean;
  fromMainFrame: boolean;
}

export const REDIRECT_SESSION_PATH = '/_api/redirects-api/v1/redirect-session';
export const TOKEN_PATH = '/oauth2/token';

/**
 * Records what the page sends to the sandbox. It only observes (`page.on('request')`): nothing is intercepted or
 * answered in the sandbox's place.
 */
export function recordSandboxRequests(page: Page, sandboxUrl: string): SandboxRequest[] {
  const recorded: SandboxRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== sandboxUrl) return;
    recorded.push({
      method: request.method(),
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(request),
      authorization: request.headers().authorization,
      isNavigation: request.isNavigationRequest(),
      fromMainFrame: request.frame() === page.mainFrame(),
    });
  });
  return recorded;
}

export function requestsTo(recorded: SandboxRequest[], method: string, path: string): SandboxRequest[] {
  return recorded.filter((request) => request.method === method && request.path === path);
}

/** The authorization_code grants among the token requests. */
export function codeExchanges(recorded: SandboxRequest[]): SandboxRequest[] {
  return requestsTo(recorded, 'POST', TOKEN_PATH).filter((request) => request.body?.grantType === 'authorization_code');
}

function parseBody(request: Request): Record<string, unknown> | undefined {
  const raw = request.postData();
  if (!raw) return undefined;
  const type = request.headers()['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return { raw };
  }
}
