import { describe, expect, it } from 'vitest';
import { isTimeoutReason } from '../../../src/errors/transport-errors.js';

describe('isTimeoutReason', () => {
  it("recognises AbortSignal.timeout()'s reason and nothing else", async () => {
    const signal = AbortSignal.timeout(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(isTimeoutReason(signal.reason)).toBe(true);
    expect(isTimeoutReason(new DOMException('stop', 'AbortError'))).toBe(false);
    expect(isTimeoutReason(undefined)).toBe(false);
    expect(isTimeoutReason('TimeoutError')).toBe(false);
  });
});
