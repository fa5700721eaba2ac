import { afterAll, beforeAll } from 'vitest';
import {
  sandboxDevClient,
  startSandbox,
  type FaultSpec,
  type SandboxMail,
  type SandboxSettings,
  type SandboxSettingsPatch,
  type SeedName,
} from '../../../sandbox/index.js';

export type { FaultSpec, SandboxMail };

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
  changeSettings(patch: SandboxSettingsPatch): Promise<SandboxSettings>;
  mailbox(to: string): Promise<SandboxMail[]>;
  approveMember(email: string): Promise<void>;
  close(): Promise<void>;
}

/** `catalog: 'v3'` starts a catalog v3 store (the default is v1, as the sandbox's). */
async function startSandboxUnderTest(
  seed: SeedName,
  { catalog }: { catalog?: 'v1' | 'v3' } = {},
): Promise<SandboxUnderTest> {
  const running = await startSandbox({ port: 0, db: ':memory:', seed, ...(catalog ? { catalog } : {}) });
  const dev = sandboxDevClient(running.url);
  const info = await dev.info();
  return {
    url: running.url,
    clientId: info.clientId,
    apiKey: info.apiKey,
    siteId: info.siteId,
    advanceClock: async (seconds) => void (await dev.advanceClock(seconds)),
    addFault: async (fault) => void (await dev.addFault(fault)),
    clearFaults: () => dev.clearFaults(),
    changeSettings: (patch) => dev.changeSettings(patch),
    mailbox: (to) => dev.mailbox(to),
    approveMember: (email) => dev.approveMember(email),
    close: () => running.close(),
  };
}

/**
 * The sandbox of one test file: started before its tests (so before the file's own `beforeAll`, when called first)
 * and closed after them. Its fields and functions read the running sandbox, so use them inside hooks and tests.
 */
export function useSandboxUnderTest(seed: SeedName, options: { catalog?: 'v1' | 'v3' } = {}): SandboxUnderTest {
  let running: SandboxUnderTest | undefined;
  beforeAll(async () => {
    running = await startSandboxUnderTest(seed, options);
  });
  afterAll(() => running?.close());
  const started = (): SandboxUnderTest => {
    if (!running) throw new Error('the sandbox starts in beforeAll: use it inside hooks and tests');
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get clientId() {
      return started().clientId;
    },
    get apiKey() {
      return started().apiKey;
    },
    get siteId() {
      return started().siteId;
    },
    advanceClock: (seconds) => started().advanceClock(seconds),
    addFault: (fault) => started().addFault(fault),
    clearFaults: () => started().clearFaults(),
    changeSettings: (patch) => started().changeSettings(patch),
    mailbox: (to) => started().mailbox(to),
    approveMember: (email) => started().approveMember(email),
    close: () => started().close(),
  };
}

/** Changes the sandbox's settings for the enclosing `describe` block: `during` before its tests, `after` once they ran. */
export function useSettings(
  sandbox: SandboxUnderTest,
  during: SandboxSettingsPatch,
  after: SandboxSettingsPatch,
): void {
  beforeAll(() => sandbox.changeSettings(during));
  afterAll(() => sandbox.changeSettings(after));
}
