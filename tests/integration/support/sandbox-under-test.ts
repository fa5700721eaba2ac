import { startSandbox, type SandboxSettings, type SeedName } from '../../../sandbox/index.js';

/** A mail as `GET /_sandbox/mailbox` lists it. */
export interface SandboxMail {
  to: string;
  kind: 'verification' | 'recovery' | 'activation';
  subject: string;
  code?: string;
  link?: string;
  sentAt: string;
}

/** An injected failure (`POST /_sandbox/faults`). */
export interface FaultSpec {
  path: string;
  method?: string;
  count?: number;
  latencyMs?: number;
  status?: number;
  retryAfter?: number | string;
  drop?: boolean;
  dropAfterWrite?: boolean;
}

/**
 * One sandbox on 127.0.0.1 with an in-memory database, as a test file uses it: the credentials read from
 * `GET /_sandbox/info`, and the development endpoints as plain functions.
 */
export interface SandboxUnderTest {
  url: string;
  clientId: string;
  apiKey: string;
  siteId: string;
  advanceClock(seconds: number): Promise<void>;
  addFault(fault: FaultSpec): Promise<void>;
  clearFaults(): Promise<void>;
  changeSettings(patch: Partial<SandboxSettings>): Promise<SandboxSettings>;
  mailbox(to: string): Promise<SandboxMail[]>;
  approveMember(email: string): Promise<void>;
  close(): Promise<void>;
}

export async function startSandboxUnderTest(seed: SeedName): Promise<SandboxUnderTest> {
  const running = await startSandbox({ port: 0, db: ':memory:', seed });
  const dev = (path: string, init?: { method?: string; body?: unknown }) => devCall(running.url, path, init);
  const info = (await dev('/_sandbox/info')) as { clientId: string; apiKey: string; siteId: string };
  return {
    url: running.url,
    clientId: info.clientId,
    apiKey: info.apiKey,
    siteId: info.siteId,
    advanceClock: async (seconds) => void (await dev('/_sandbox/clock', { body: { advanceSeconds: seconds } })),
    addFault: async (fault) => void (await dev('/_sandbox/faults', { body: fault })),
    clearFaults: async () => void (await dev('/_sandbox/faults', { method: 'DELETE' })),
    changeSettings: async (patch) =>
      ((await dev('/_sandbox/settings', { body: patch })) as { settings: SandboxSettings }).settings,
    mailbox: async (to) =>
      ((await dev(`/_sandbox/mailbox?to=${encodeURIComponent(to)}`)) as { messages: SandboxMail[] }).messages,
    approveMember: async (email) => void (await dev('/_sandbox/identities/approve', { body: { email } })),
    close: () => running.close(),
  };
}

async function devCall(base: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
  const response = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}
