/** How the interceptors obtain credentials; implemented by the OAuth and API-key strategies of a site client. */
export interface CredentialProvider {
  /** Headers for a request to the API origin. May renew tokens first (single-flight). */
  headersFor(signal?: AbortSignal): Promise<Record<string, string>>;
  /**
   * Called once after a 401 answer to a request that carried `rejectedAuthorization`. Resolves true when fresh
   * credentials are ready and the request should be sent again. `signal` is the request's: its abort stops the wait,
   * not a renewal other requests share.
   */
  renewAfterUnauthorized(rejectedAuthorization: string | undefined, signal?: AbortSignal): Promise<boolean>;
}
