/** A Fetch API `Request` (React Router, Next.js route handlers, Astro, Hono, Remix, Deno, Bun, workers). */
export interface FetchRequestLike {
  url: string;
  headers: { get(name: string): string | null };
}

/** Node's `IncomingMessage` (plain `http`, Express, Fastify's `request.raw`), described by what is read of it. */
export interface NodeRequestLike {
  headers: Record<string, string | string[] | undefined>;
  /** A `TLSSocket` (with `encrypted: true`) when the request came over https. */
  socket?: object | null;
}

export type ServerRequest = FetchRequestLike | NodeRequestLike;

/** What a session needs of a request: its cookies and whether it came over https. */
export interface RequestCookies {
  cookies: ReadonlyMap<string, string>;
  https: boolean;
}

export function readRequestCookies(request: ServerRequest): RequestCookies {
  if (isFetchRequest(request)) {
    return { cookies: parseCookieHeader(request.headers.get('cookie')), https: request.url.startsWith('https:') };
  }
  const header = request.headers.cookie;
  return {
    cookies: parseCookieHeader(Array.isArray(header) ? header.join('; ') : header),
    https: (request.socket as { encrypted?: unknown } | null | undefined)?.encrypted === true,
  };
}

function isFetchRequest(request: ServerRequest): request is FetchRequestLike {
  return typeof (request.headers as { get?: unknown }).get === 'function';
}

/**
 * The cookies of a `Cookie` header by name, values as sent (RFC 6265 §5.4); the first of a repeated name wins, as
 * the browser sends the most specific path first. Anything that is not `name=value` is skipped.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (name && !cookies.has(name)) cookies.set(name, pair.slice(separator + 1).trim());
  }
  return cookies;
}
