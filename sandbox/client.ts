/*
 * A typed client for the sandbox's development endpoints (`/_sandbox/*`), for tests and the app. It only uses
 * `fetch` and imports types only, so a browser bundle that uses it pulls in none of the sandbox's Node code.
 */
import type { SandboxSettings, SeedName } from './kernel/config.js';
import type { Credentials } from './kernel/credentials.js';
import type { Delivery, Subscription } from './kernel/events/webhooks.js';
import type { Fault, FaultInput } from './kernel/faults.js';
import type { LoggedRequest } from './kernel/http/request-log.js';
import type { MailKind, StoredMail } from './identity/mailbox.js';
import type { SeedSummary } from './seed/demo.js';

export type { SandboxSettings, SeedName, SeedSummary };
/** The development OAuth client id, API key and site id. */
export type SandboxCredentials = Credentials;
/** An injected failure as `POST /_sandbox/faults` takes it: `latencyMs`, `status` or `drop`, for `count` requests. */
export type FaultSpec = FaultInput;
/** An armed fault with its id and how many more requests it applies to. */
export type SandboxFault = Fault;
/** One email the sandbox "sent": it keeps mails in its mailbox instead of delivering them. */
export type SandboxMail = StoredMail;
export type SandboxMailKind = MailKind;
export type SandboxWebhook = Subscription;
export type SandboxDelivery = Delivery;
/** One API request of the sandbox's log, with who made it. */
export type SandboxLoggedRequest = LoggedRequest;

/** A change of settings: any top-level field, and any part of `captcha` and `loginThrottle`. */
export type SandboxSettingsPatch = Partial<Omit<SandboxSettings, 'captcha' | 'loginThrottle'>> & {
  captcha?: Partial<SandboxSettings['captcha']>;
  loginThrottle?: Partial<SandboxSettings['loginThrottle']>;
};

export interface SandboxClockState {
  /** The sandbox's time, ISO 8601. */
  now: string;
  /** How far it is ahead of the real time, in ms. */
  offsetMs: number;
}

export interface SandboxDevClient {
  /** The development OAuth client id, API key and site id. */
  info(): Promise<SandboxCredentials>;
  /** The mails sent, oldest first; to one address when `to` is given. */
  mailbox(to?: string): Promise<SandboxMail[]>;
  /** Deletes every record (store, members, mailbox, …), resets clock, faults and settings; `demo` seeds again. */
  reset(seed?: SeedName): Promise<void>;
  /** Adds the demo catalog and member (kept when already there). */
  seed(): Promise<SeedSummary>;
  clock(): Promise<SandboxClockState>;
  /** Moves the sandbox's clock forward: tokens, codes and sessions expire by it. */
  advanceClock(seconds: number): Promise<SandboxClockState>;
  /** The latest API requests (up to 10,000, oldest first), each with the caller its token belonged to. */
  requests(): Promise<SandboxLoggedRequest[]>;
  clearRequests(): Promise<void>;
  faults(): Promise<SandboxFault[]>;
  addFault(fault: FaultSpec): Promise<SandboxFault>;
  clearFaults(): Promise<void>;
  settings(): Promise<SandboxSettings>;
  changeSettings(patch: SandboxSettingsPatch): Promise<SandboxSettings>;
  /** Lets a member that waits for the owner's approval log in. */
  approveMember(email: string): Promise<void>;
  /** Blocks a member and revokes their tokens. */
  blockMember(email: string): Promise<void>;
  webhooks(): Promise<SandboxWebhook[]>;
  /** Subscribes `url` to the given event types (all when empty). */
  addWebhook(url: string, eventTypes?: string[]): Promise<SandboxWebhook>;
  clearWebhooks(): Promise<void>;
  /** The PEM public key that verifies the webhook JWTs (RS256). */
  webhookPublicKey(): Promise<string>;
  /** The latest webhook deliveries and their outcome. */
  deliveries(): Promise<SandboxDelivery[]>;
}

export interface SandboxDevClientOptions {
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch;
}

/**
 * A client for the development endpoints of the sandbox at `url` (e.g. `http://127.0.0.1:4020`). A failed call
 * throws an Error naming the endpoint, the status and the sandbox's answer.
 *
 * @example
 * ```ts
 * const dev = sandboxDevClient(sandbox.url);
 * await dev.addFault({ path: '/stores-reader/*', status: 503, count: 2 });
 * const [mail] = await dev.mailbox('ada@example.com');
 * ```
 */
export function sandboxDevClient(url: string, options: SandboxDevClientOptions = {}): SandboxDevClient {
  const call = devCaller(url, options.fetch ?? globalThis.fetch);
  const get = <T>(path: string) => call<T>('GET', path);
  const post = <T>(path: string, body: unknown = {}) => call<T>('POST', path, body);
  const remove = (path: string) => call<unknown>('DELETE', path).then(() => undefined);
  return {
    info: () => get<SandboxCredentials>('/_sandbox/info'),
    mailbox: async (to) =>
      (await get<{ messages: SandboxMail[] }>(`/_sandbox/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`))
        .messages,
    reset: (seed = 'none') => post('/_sandbox/reset', { seed }).then(() => undefined),
    seed: async () => (await post<{ seeded: SeedSummary }>('/_sandbox/seed', { seed: 'demo' })).seeded,
    clock: () => get<SandboxClockState>('/_sandbox/clock'),
    advanceClock: (seconds) => post<SandboxClockState>('/_sandbox/clock', { advanceSeconds: seconds }),
    requests: async () => (await get<{ requests: SandboxLoggedRequest[] }>('/_sandbox/requests')).requests,
    clearRequests: () => remove('/_sandbox/requests'),
    faults: async () => (await get<{ faults: SandboxFault[] }>('/_sandbox/faults')).faults,
    addFault: async (fault) => (await post<{ fault: SandboxFault }>('/_sandbox/faults', fault)).fault,
    clearFaults: () => remove('/_sandbox/faults'),
    settings: async () => (await get<{ settings: SandboxSettings }>('/_sandbox/settings')).settings,
    changeSettings: async (patch) => (await post<{ settings: SandboxSettings }>('/_sandbox/settings', patch)).settings,
    approveMember: (email) => post('/_sandbox/identities/approve', { email }).then(() => undefined),
    blockMember: (email) => post('/_sandbox/identities/block', { email }).then(() => undefined),
    webhooks: async () => (await get<{ webhooks: SandboxWebhook[] }>('/_sandbox/webhooks')).webhooks,
    addWebhook: async (webhookUrl, eventTypes = []) =>
      (await post<{ webhook: SandboxWebhook }>('/_sandbox/webhooks', { url: webhookUrl, eventTypes })).webhook,
    clearWebhooks: () => remove('/_sandbox/webhooks'),
    webhookPublicKey: async () => (await get<{ publicKey: string }>('/_sandbox/webhooks/public-key')).publicKey,
    deliveries: async () => (await get<{ deliveries: SandboxDelivery[] }>('/_sandbox/webhooks/deliveries')).deliveries,
  };
}

type DevCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function devCaller(base: string, fetchImpl: typeof fetch): DevCall {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetchImpl(new URL(path, base), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
