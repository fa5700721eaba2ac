/**
 * A media address as the browser loads it: the platform may give paths relative to its own origin
 * (`/_sandbox/media/…`), which the app's origin would answer with its page, so they are resolved against the API.
 */
export function mediaSrc(url: string | undefined, apiUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, apiUrl).href;
  } catch {
    return undefined;
  }
}
