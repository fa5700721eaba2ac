import { SiteEventPayloadError } from './event-errors.js';

/**
 * `JSON.parse` that refuses any `__proto__` key. Such a key is harmless to `JSON.parse` itself, but becomes
 * prototype pollution as soon as downstream code copies the object with `Object.assign` or a naive deep merge.
 */
export function parseJsonWithoutProtoKeys(text: string, what: string): unknown {
  let unsafeKeyFound = false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') unsafeKeyFound = true;
      return value;
    });
  } catch (cause) {
    throw new SiteEventPayloadError({
      code: 'EVENT_ENVELOPE_MALFORMED',
      message: `The event's ${what} is not valid JSON`,
      cause,
    });
  }
  if (unsafeKeyFound) {
    throw new SiteEventPayloadError({ code: 'EVENT_UNSAFE_KEY', message: `The event's ${what} has a __proto__ key` });
  }
  return parsed;
}
