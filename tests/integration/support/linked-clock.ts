import type { Clock } from '../../../src/index.js';
import type { SandboxUnderTest } from './sandbox-under-test.js';

/**
 * Real time shifted by an offset that moves together with the sandbox's clock, so that a token expires for the
 * client and for the platform at the same moment. Timers are real, so retries and timeouts behave as in production.
 */
export class LinkedClock implements Clock {
  #offsetMs = 0;

  readonly #sandbox: SandboxUnderTest;

  constructor(sandbox: SandboxUnderTest) {
    this.#sandbox = sandbox;
  }

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    return globalThis.setTimeout(callback, ms);
  }

  clearTimeout(handle: unknown): void {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  }

  /** Moves both clocks forward. */
  async advance(seconds: number): Promise<void> {
    await this.#sandbox.advanceClock(seconds);
    this.#offsetMs += seconds * 1000;
  }

  /** Moves only the platform's clock: the client still believes its tokens are valid. */
  async advancePlatformOnly(seconds: number): Promise<void> {
    await this.#sandbox.advanceClock(seconds);
  }
}
