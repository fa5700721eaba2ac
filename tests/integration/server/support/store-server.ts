import axios, { type AxiosAdapter } from 'axios';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSiteError, isSiteOAuthFlowError, LoginState, type StateMachine } from '../../../../src/index.js';
import { createServerSession, type ServerSessionOptions } from '../../../../src/server/index.js';
import { createCollections } from '../../../../src/catalog/collections.js';
import { createProducts } from '../../../../src/catalog/products.js';

/**
 * A small storefront server on `node:http` built as the README shows: one session per request, its client's calls
 * awaited, then `session.commit(response)` before the answer. Each page answers JSON: who the session is, what the
 * catalog reads found, and the request ids of the sandbox answers its client got (to look up in the sandbox's log).
 */
export interface StoreServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export interface StoreServerOptions {
  sandboxUrl: string;
  clientId: string;
  /** Answers `GET /heap` with the heap after a GC and the active resources (the process must run with --expose-gc). */
  exposeHeap?: boolean;
}

export interface PageResponse {
  pid: number;
  loggedIn: boolean;
  role: string;
  products: string[];
  collections: string[];
  productName: string | undefined;
  /** `X-Wix-Request-Id` of every sandbox answer this page's client got, token requests included. */
  sandboxRequestIds: string[];
  /** The message of a call that failed (the renewal's network failure), if any. */
  failure?: string;
}

const modules = { products: createProducts, collections: createCollections };
const http = axios.getAdapter('http');

export async function startStoreServer(options: StoreServerOptions, port = 0): Promise<StoreServer> {
  const server = createServer({ maxHeaderSize: 256 * 1024 }, (request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(`server error: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function handle(options: StoreServerOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const origin = `http://${request.headers.host}`;
  const url = new URL(request.url ?? '/', origin);
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /heap' && options.exposeHeap) return heap(response);

  const sandboxRequestIds: string[] = [];
  const recordingAdapter: AxiosAdapter = async (config) => {
    const sandboxResponse = await http(config);
    const id = sandboxResponse.headers['x-wix-request-id'];
    if (typeof id === 'string') sandboxRequestIds.push(id);
    return sandboxResponse;
  };
  const sessionOptions: ServerSessionOptions & { modules: typeof modules } = {
    clientId: options.clientId,
    baseURL: options.sandboxUrl,
    modules,
    adapter: recordingAdapter,
  };
  const session = createServerSession(request, sessionOptions);
  const callbackUrl = `${origin}/auth/callback`;
  const form = request.method === 'POST' ? new URLSearchParams(await body(request)) : new URLSearchParams();

  const redirect = (location: string, status = 303) => {
    session.commit(response);
    response.writeHead(status, { Location: location });
    response.end();
  };
  const afterLoginState = async (state: StateMachine) => {
    if (state.loginState !== LoginState.SUCCESS) {
      session.commit(response);
      response.writeHead(401, { 'Content-Type': 'application/json' });
      return void response.end(JSON.stringify({ loginState: state.loginState }));
    }
    const returnTo = form.get('returnTo') ?? undefined;
    redirect(await session.beginSessionLogin(state.data.sessionToken, { callbackUrl, returnTo }));
  };

  switch (route) {
    case 'GET /page': {
      const [products, collections, product] = await Promise.allSettled([
        session.client.products.queryProducts().ascending('name').limit(3).find(),
        session.client.collections.queryCollections().limit(3).find(),
        session.client.products
          .queryProducts()
          .eq('slug', url.searchParams.get('slug') ?? 'none')
          .find(),
      ]);
      const failed = [products, collections, product].find((result) => result.status === 'rejected');
      const pageResponse: PageResponse = {
        pid: process.pid,
        loggedIn: session.loggedIn(),
        role: session.client.auth.getTokens().refreshToken.role,
        products: products.status === 'fulfilled' ? products.value.items.map((item) => item.name ?? '') : [],
        collections: collections.status === 'fulfilled' ? collections.value.items.map((item) => item.name ?? '') : [],
        productName: product.status === 'fulfilled' ? product.value.items[0]?.name : undefined,
        sandboxRequestIds,
        ...(failed?.status === 'rejected' && { failure: describe(failed.reason) }),
      };
      session.commit(response);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return void response.end(JSON.stringify(pageResponse));
    }
    case 'GET /burst': {
      // One page making many calls at once: they share one renewal.
      const calls = Number(url.searchParams.get('calls') ?? 20);
      const results = await Promise.allSettled(
        Array.from({ length: calls }, () => session.client.products.queryProducts().limit(1).find()),
      );
      const failed = results.find((result) => result.status === 'rejected');
      const pageResponse: PageResponse = {
        pid: process.pid,
        loggedIn: session.loggedIn(),
        role: session.client.auth.getTokens().refreshToken.role,
        products: [],
        collections: [],
        productName: undefined,
        sandboxRequestIds,
        ...(failed?.status === 'rejected' && { failure: describe(failed.reason) }),
      };
      session.commit(response);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return void response.end(JSON.stringify(pageResponse));
    }
    case 'GET /login':
      return redirect(
        await session.beginHostedLogin({ callbackUrl, returnTo: url.searchParams.get('returnTo') ?? undefined }),
        302,
      );
    case 'POST /login':
      return afterLoginState(
        await session.client.auth.login({ email: form.get('email') ?? '', password: form.get('password') ?? '' }),
      );
    case 'POST /register':
      return afterLoginState(
        await session.client.auth.register({ email: form.get('email') ?? '', password: form.get('password') ?? '' }),
      );
    case 'POST /reset-password':
      await session.client.auth.sendPasswordResetEmail(form.get('email') ?? '', `${origin}/`);
      return redirect('/?reset=sent');
    case 'GET /auth/callback':
      try {
        return redirect(await session.completeLogin(url), 302);
      } catch (error) {
        if (!isSiteOAuthFlowError(error)) throw error;
        session.commit(response);
        response.writeHead(400, { 'Content-Type': 'text/plain' });
        return void response.end(`Login failed: ${error.message}`);
      }
    case 'POST /logout':
      return redirect(await session.logout(`${origin}/`));
    case 'GET /signin':
      session.commit(response);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void response.end(signInPage(url.searchParams.get('returnTo') ?? '/'));
    default:
      session.commit(response);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(storePage(session.loggedIn()));
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function storePage(member: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Store</title></head><body>
<h1>Store</h1><p id="who">${member ? 'member' : 'visitor'}</p>
<form method="post" action="/logout"><button>Log out</button></form></body></html>`;
}

function signInPage(returnTo: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>
<h1>Sign in</h1><form method="post" action="/login">
<label>Email <input name="email" type="email"></label>
<label>Password <input name="password" type="password"></label>
<input type="hidden" name="returnTo" value="${escape(returnTo)}">
<button>Sign in</button></form></body></html>`;
}

function describe(error: unknown): string {
  return isSiteError(error) ? `${error.name} ${error.code}: ${error.message}` : String(error);
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function heap(response: ServerResponse): void {
  (globalThis as { gc?: () => void }).gc?.();
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(
    JSON.stringify({
      heapUsed: process.memoryUsage().heapUsed,
      resources: process.getActiveResourcesInfo(),
      processListeners: process.eventNames().reduce((total, name) => total + process.listenerCount(name), 0),
    }),
  );
}
