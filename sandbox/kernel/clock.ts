/**
 * The sandbox's only source of time. Every expiry (tokens, codes, throttling windows) reads it, so advancing it
 * through `/_sandbox/clock` expires things without waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch, shifted by the offset. */
  now(): number;
  nowIso(): string;
  offsetMs(): number;
  setOffsetMs(offsetMs: number): void;
  advance(ms: number): void;
}

export function createClock(realNow: () => number = Date.now, initialOffsetMs = 0): Clock {
  let offset = initialOffsetMs;
  const now = () => realNow() + offset;
  return {
    now,
    nowIso: () => new Date(now()).toISOString(),
    offsetMs: () => offset,
    setOffsetMs: (value) => {
      offset = value;
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
