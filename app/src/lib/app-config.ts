/** What the app needs to know about the platform it talks to. */
export interface AppConfig {
  apiUrl: string;
  clientId: string;
  /** The store manager's credentials; only a local sandbox hands them out. */
  manager: { apiKey: string; siteId: string } | undefined;
}

interface SandboxInfo {
  clientId: string;
  apiKey: string;
  siteId: string;
}

/** Reads the API URL from the build's environment and the client id and API key from the sandbox. */
export async function loadAppConfig(): Promise<AppConfig> {
  const apiUrl = import.meta.env.VITE_SITEKIT_API;
  if (!apiUrl) {
    throw new Error('VITE_SITEKIT_API is not set. Start the app with `npm start`, which points it at the sandbox.');
  }
  const info = await fetchSandboxInfo(apiUrl);
  return { apiUrl, clientId: info.clientId, manager: { apiKey: info.apiKey, siteId: info.siteId } };
}

async function fetchSandboxInfo(apiUrl: string): Promise<SandboxInfo> {
  let response: Response;
  try {
    response = await fetch(new URL('/_sandbox/info', apiUrl));
  } catch {
    throw new Error(`The sandbox at ${apiUrl} does not answer. Is it running?`);
  }
  if (!response.ok) throw new Error(`The sandbox at ${apiUrl} answered ${response.status} for its info.`);
  return (await response.json()) as SandboxInfo;
}
