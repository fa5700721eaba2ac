/**
 * What a log may show of a failed request: the method, the URL without its query, and the transport's error code and
 * message. Headers (`Authorization`, the API key, `wix-site-id`), bodies (passwords, refresh tokens, codes) and the
 * query are left out. It replaces the raw transport error as a SiteError's `cause`.
 */
export class RequestFailure extends Error {
  readonly code: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: { message: string; code?: string; method?: string; url?: string }) {
    super(init.message);
    this.name = 'RequestFailure';
    this.code = init.code;
    this.method = init.method;
    this.url = init.url;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, code: this.code, method: this.method, url: this.url };
  }
}

interface TransportErrorLike {
  message?: unknown;
  code?: unknown;
  config?: { method?: unknown; url?: unknown; baseURL?: unknown };
}

/** A raw transport error (axios's, or anything thrown by an adapter) as a RequestFailure; other values unchanged. */
export function summarizeTransportError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const failure = error as TransportErrorLike;
  const config = failure.config;
  return new RequestFailure({
    message: typeof failure.message === 'string' ? failure.message : String(error),
    code: typeof failure.code === 'string' ? failure.code : undefined,
    method: typeof config?.method === 'string' ? config.method.toUpperCase() : undefined,
    url: urlWithoutQuery(config?.url, config?.baseURL),
  });
}

function urlWithoutQuery(url: unknown, baseURL: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url, typeof baseURL === 'string' && baseURL ? baseURL : undefined);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0];
  }
}
