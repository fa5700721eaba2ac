/** What a sandbox says of itself that the app server reads: its OAuth client id. */
interface SandboxInfo {
  clientId: string;
}

/** The sandbox's own description of itself (`/_sandbox/info`), read by the app server only. */
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
