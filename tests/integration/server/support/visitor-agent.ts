import type { PageResponse } from './store-server.js';

export interface AgentResponse {
  status: number;
  headers: Headers;
  text: string;
  url: string;
}

/**
 * One person's browser, reduced to what the server tests need: cookies kept per origin from `Set-Cookie`
 * (`Max-Age=0` deletes), redirects followed by hand so that every hop's answer can be checked.
 */
export class VisitorAgent {
  readonly cookies = new Map<string, Map<string, string>>();
  /** Every answer, redirects included, in order. */
  readonly responses: AgentResponse[] = [];

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<AgentResponse> {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader(target.origin);
    if (cookie) headers.cookie = cookie;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const fetchResponse = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      redirect: 'manual',
      ...(init.form && { body: new URLSearchParams(init.form).toString() }),
    });
    const response = {
      status: fetchResponse.status,
      headers: fetchResponse.headers,
      text: await fetchResponse.text(),
      url: target.href,
    };
    this.responses.push(response);
    this.#keepCookies(target.origin, fetchResponse.headers.getSetCookie());
    return response;
  }

  /** Sends the request and follows redirects (at most 10), answering the last response. */
  async navigate(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<AgentResponse> {
    let response = await this.request(url, init);
    for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400; hop++) {
      response = await this.request(new URL(response.headers.get('location')!, response.url).href);
    }
    return response;
  }

  async page(storeUrl: string, path = '/page'): Promise<PageResponse & { setCookies: string[] }> {
    const response = await this.request(`${storeUrl}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
    return { ...(JSON.parse(response.text) as PageResponse), setCookies: response.headers.getSetCookie() };
  }

  cookieHeader(origin: string): string {
    return [...(this.cookies.get(origin) ?? new Map<string, string>())].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  setCookie(origin: string, name: string, value: string): void {
    this.#jar(origin).set(name, value);
  }

  #keepCookies(origin: string, setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
      if (expired) this.#jar(origin).delete(name);
      else this.#jar(origin).set(name, pair.slice(separator + 1).trim());
    }
  }

  #jar(origin: string): Map<string, string> {
    let jar = this.cookies.get(origin);
    if (!jar) this.cookies.set(origin, (jar = new Map()));
    return jar;
  }
}
