import type { CredentialProvider } from '../../http/credential-provider.js';
import { describeStrategy, type StrategyDescriptor } from './strategy-descriptor.js';

export interface ApiKeyStrategyOptions {
  apiKey: string;
  siteId?: string;
  accountId?: string;
}

export type ApiKeyStrategyDescriptor = StrategyDescriptor<'apiKey', ApiKeyStrategyOptions>;

/** Site-owner or app access with an API key: `Authorization: <apiKey>` plus `wix-site-id` / `wix-account-id`. */
export function ApiKeyStrategy(options: ApiKeyStrategyOptions): ApiKeyStrategyDescriptor {
  const required = { key: 'apiKey', message: 'ApiKeyStrategy needs an apiKey' } as const;
  return describeStrategy('apiKey', options, required, createApiKeyAuth);
}

/** `site.auth` of a client built with an API key. */
export interface ApiKeyAuth {
  getAuthHeaders(): Record<string, string>;
  setSiteId(siteId: string): void;
  setAccountId(accountId: string): void;
}

export function createApiKeyAuth(options: ApiKeyStrategyOptions): {
  auth: ApiKeyAuth;
  credentials: CredentialProvider;
} {
  const state = { ...options };
  const getAuthHeaders = (): Record<string, string> => ({
    Authorization: state.apiKey,
    ...(state.siteId ? { 'wix-site-id': state.siteId } : {}),
    ...(state.accountId ? { 'wix-account-id': state.accountId } : {}),
  });
  return {
    auth: {
      getAuthHeaders,
      setSiteId: (siteId) => void (state.siteId = siteId),
      setAccountId: (accountId) => void (state.accountId = accountId),
    },
    credentials: {
      headersFor: async () => getAuthHeaders(),
      renewAfterUnauthorized: async () => false,
    },
  };
}
