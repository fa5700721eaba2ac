/** Absolute URLs of the app's own pages, for the platform's redirects back to it. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
