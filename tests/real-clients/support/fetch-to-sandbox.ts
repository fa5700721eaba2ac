/**
 * The platform's SDK sends module calls to its API host (or its edge host for visitors) and always asks its token
 * endpoint on the API host, through the global `fetch` and with URL strings; this `fetch` sends all of them to the
 * sandbox instead.
 */
export function fetchToSandbox(sandboxUrl: string, send: typeof fetch = globalThis.fetch): typeof fetch {
  const platformHosts = /^https:\/\/(?:www|edge)\.wixapis\.com(?=\/)/;
  return (url, init) => send(String(url).replace(platformHosts, sandboxUrl), init);
}
