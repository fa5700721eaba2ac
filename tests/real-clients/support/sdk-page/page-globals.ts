import type { MemberAuth, SdkPageConfig } from './entry.js';

declare global {
  interface Window {
    sdkPageConfig: SdkPageConfig;
    /** A new `OAuthStrategy({ clientId })` of the platform's SDK, with the sandbox's client id. */
    memberAuth?: () => MemberAuth;
  }
}

export {};
