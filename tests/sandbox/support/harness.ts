import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
export type Json = any;

export interface Harness {
  sandbox: RunningSandbox;
  url: string;
  call(path: string, init?: CallInit): Promise<Reply>;
  visitorToken(): Promise<string>;
  close(): Promise<void>;
}

export interface CallInit {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: Json;
  text: string;
}

export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', ...options });
  const call = (path: string, init: CallInit = {}) => request(sandbox.url, path, init);
  return {
    sandbox,
    url: sandbox.url,
    call,
    visitorToken: async () => {
      const reply = await call('/oauth2/token', {
        method: 'POST',
        body: { clientId: sandbox.clientId, grantType: 'anonymous' },
      });
      expect(reply.status).toBe(200);
      return reply.body.access_token as string;
    },
    close: () => sandbox.close(),
  };
}

export async function request(base: string, path: string, init: CallInit = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token !== undefined) headers.authorization = init.token;
  let body: string | undefined;
  if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(base + path, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/**
 * A request through node:http, for headers that fetch will not send as given (`Host`, as a DNS-rebinding page's
 * requests carry it).
 */
export function rawRequest(base: string, path: string, init: CallInit = {}): Promise<Reply> {
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, base), { method: init.method ?? 'GET', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const replyHeaders = new Headers();
        for (const [key, value] of Object.entries(incoming.headers))
          if (typeof value === 'string') replyHeaders.set(key, value);
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        resolve({ status: incoming.statusCode ?? 0, headers: replyHeaders, body: parsed, text });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export const dotR = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Asserts the platform envelope and the request-id header. */
export function expectEnvelope(reply: Reply, status?: number): void {
  if (status !== undefined) expect(reply.status).toBe(status);
  expect(reply.headers.get('x-wix-request-id')).toMatch(/^\d+\.\d+$/);
  expect(typeof reply.body?.message).toBe('string');
  expect(reply.body?.details).toBeTypeOf('object');
}

export function applicationCode(reply: Reply): string | undefined {
  return reply.body?.details?.applicationError?.code;
}

export function violationFields(reply: Reply): string[] {
  return (reply.body?.details?.validationError?.fieldViolations ?? []).map((v: { field: string }) => v.field);
}

let counter = 0;
export const uniqueEmail = (prefix = 'member') => `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;

/** Registers a member and answers its session token (registration succeeds directly with default settings). */
export async function registerMember(
  h: Harness,
  email = uniqueEmail(),
  password = 'Correct-Horse-9',
): Promise<{ email: string; password: string; sessionToken: string; identityId: string }> {
  const token = await h.visitorToken();
  const reply = await h.call('/_api/iam/authentication/v2/register', { token, body: { loginId: { email }, password } });
  expect(reply.status).toBe(200);
  expect(reply.body.state).toBe('SUCCESS');
  return { email, password, sessionToken: reply.body.sessionToken, identityId: reply.body.identity.id };
}

/** Direct login: a redirect session with prompt=none and the session token, then the code exchange. */
export async function memberTokens(
  h: Harness,
  sessionToken: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const { payload, verifier } = await silentAuthorization(h, sessionToken);
  expect(payload.code).toBeTypeOf('string');
  const tokens = await h.call('/oauth2/token', {
    body: { clientId: h.sandbox.clientId, grantType: 'authorization_code', code: payload.code, codeVerifier: verifier },
  });
  expect(tokens.status).toBe(200);
  return tokens.body;
}

/** A `prompt=none` PKCE authorization request of this sandbox's client for a member's session token. */
export interface SilentAuthorizationRequest {
  sessionToken: string;
  codeChallenge: string;
  responseMode: 'query' | 'web_message';
  state: string;
  redirectUri?: string;
  scope?: string;
}

/** Creates the redirect session of a `prompt=none` authorization; answers its hosted page URL. */
export async function silentAuthorizationUrl(h: Harness, request: SilentAuthorizationRequest): Promise<string> {
  const visitor = await h.visitorToken();
  const { sessionToken, ...authRequest } = request;
  const session = await h.call('/_api/redirects-api/v1/redirect-session', {
    token: visitor,
    body: {
      auth: {
        authRequest: {
          clientId: h.sandbox.clientId,
          codeChallengeMethod: 'S256',
          responseType: 'code',
          ...authRequest,
          sessionToken,
        },
        prompt: 'none',
      },
    },
  });
  expect(session.status).toBe(200);
  return session.body.redirectSession.fullUrl;
}

/** The web_message answer of a prompt=none authorization with a session token: `{ code, state }` or an error. */
export async function silentAuthorization(
  h: Harness,
  sessionToken: string,
): Promise<{ payload: Json; verifier: string }> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const url = await silentAuthorizationUrl(h, {
    sessionToken,
    codeChallenge: challenge,
    responseMode: 'web_message',
    scope: 'offline_access',
    state,
  });
  const page = await request(url, '', { headers: { referer: 'http://localhost:5173/shop' } });
  const message = webMessageOf(page.text);
  expect(message.payload.state).toBe(state);
  return { payload: message.payload, verifier };
}

/** Reads the `postMessage(payload, origin)` call out of a web_message page. */
export function webMessageOf(html: string): { payload: Json; origin: string } {
  const match = /postMessage\((\{.*?\}), (".*?")\)/s.exec(html);
  if (!match) throw new Error(`no postMessage in page:\n${html}`);
  return { payload: JSON.parse(match[1]!), origin: JSON.parse(match[2]!) };
}
