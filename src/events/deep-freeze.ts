import type { DeepReadonly } from './event-types.js';

export function freezeDeep<T>(value: T): DeepReadonly<T> {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeep(child);
  }
  return value as DeepReadonly<T>;
}

/** A frozen deep copy that shares no object with `value`; events hold JSON values only, so a JSON round trip is exact. */
export function frozenCopy<T>(value: T): DeepReadonly<T> {
  return freezeDeep(JSON.parse(JSON.stringify(value)) as T);
}
