import axios, { type AxiosAdapter } from 'axios';

/** One request as the client handed it to the network. */
export interface LoggedRequest {
  method: string;
  url: URL;
  /** The JSON body, parsed; undefined for requests without one. */
  body: unknown;
  authorization: string | undefined;
}

/**
 * Records every request a site client sends, retries included, by wrapping axios' own HTTP adapter (passed to
 * `createSiteClient({ adapter })`). Requests still go to the sandbox unchanged.
 */
export class RequestLog {
  readonly requests: LoggedRequest[] = [];
  readonly adapter: AxiosAdapter;

  constructor() {
    const http = axios.getAdapter('http');
    this.adapter = (config) => {
      const header = config.headers?.get?.('Authorization');
      this.requests.push({
        method: (config.method ?? 'get').toUpperCase(),
        url: new URL(config.url ?? '', config.baseURL || undefined),
        body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : undefined,
        authorization: header === undefined || header === null ? undefined : String(header),
      });
      return http(config);
    };
  }

  /** Requests whose path matches, optionally of one method. */
  to(path: string | RegExp, method?: string): LoggedRequest[] {
    return this.requests.filter(
      (request) =>
        (method === undefined || request.method === method) &&
        (typeof path === 'string' ? request.url.pathname === path : path.test(request.url.pathname)),
    );
  }

  /** Token-endpoint requests of one grant type. */
  grants(grantType: string): LoggedRequest[] {
    return this.to('/oauth2/token', 'POST').filter((request) => {
      const body = request.body as { grantType?: string; grant_type?: string } | undefined;
      return (body?.grantType ?? body?.grant_type) === grantType;
    });
  }

  clear(): void {
    this.requests.length = 0;
  }
}
