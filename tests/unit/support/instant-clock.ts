import { ManualClock } from '../../../src/testing/index.js';

/** The unit tests' fixed start: a whole second, so that HTTP dates (whole seconds) round-trip exactly. */
const TEST_START_MS = Date.UTC(2024, 10, 21, 8, 20, 0);

/** A clock whose timers fire on the next microtask, whatever their delay (recorded in `requestedDelays`). */
export class InstantClock extends ManualClock {
  constructor(startMs = TEST_START_MS) {
    super(startMs);
  }

  override setTimeout(callback: () => void, ms: number): unknown {
    const handle = super.setTimeout(() => undefined, ms);
    queueMicrotask(() => {
      this.clearTimeout(handle);
      callback();
    });
    return handle;
  }
}
