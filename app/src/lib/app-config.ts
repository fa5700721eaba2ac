/** What the app's pages need to know about the platform it talks to: nothing secret, it is sent to the browser. */
export interface AppConfig {
  apiUrl: string;
  clientId: string;
}

/** The store manager's credentials; only a local sandbox hands them out. */
export interface ManagerCredentials {
  apiKey: string;
  siteId: string;
}

interface SandboxInfo {
  clientId: string;
  apiKey: string;
  siteId: string;
}

/** The sandbox's own description of itself: its client id, API key and site id. */
export async function fetchSandboxInfo(apiUrl: string): Promise<SandboxInfo> {
  let response: Response;
  try {
    response = await fetch(new URL('/_sandbox/info', apiUrl));
  } catch {
    throw new Error(`The sandbox at ${apiUrl} does not answer. Is it running?`);
  }
  if (!response.ok) throw new Error(`The sandbox at ${apiUrl} answered ${response.status} for its info.`);
  return (await response.json()) as SandboxInfo;
}
