/** What the app origin's HTML tells the bundled test page: where the sandbox and the third origin are. */
export interface PageConfig {
  sandboxUrl: string;
  clientId: string;
  /** An unrelated origin that serves the hostile page (`/hostile.html`). */
  thirdOriginUrl: string;
}

export function readPageConfig(): PageConfig {
  const config = (window as unknown as { pageConfig?: PageConfig }).pageConfig;
  if (!config) throw new Error('The page was served without its configuration');
  return config;
}
