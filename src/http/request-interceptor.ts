import type { InternalAxiosRequestConfig } from 'axios';
import { CREDENTIAL_HEADERS } from './credential-scope.js';
import type { CredentialProvider } from './credential-provider.js';
import { assertSafePathParameters } from './path-parameter-guard.js';
import { pathParameters, requestMeta } from './request-state.js';

export interface RequestInterceptorDeps {
  isApiOrigin: (url: string | undefined) => boolean;
  credentials: () => CredentialProvider | undefined;
}

/**
 * Refuses route-changing path parameters, then attaches this client's credentials, but only when the request goes to
 * the configured API origin. Credential headers bound for any other origin are removed, whoever set them.
 */
export function createRequestInterceptor(deps: RequestInterceptorDeps) {
  return async (config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    assertSafePathParameters(pathParameters(config));
    if (!deps.isApiOrigin(config.url)) {
      for (const name of CREDENTIAL_HEADERS) config.headers.delete(name);
      return config;
    }
    const provider = deps.credentials();
    if (provider && !requestMeta(config).skipAuth) {
      const headers = await provider.headersFor(config.signal as AbortSignal | undefined);
      for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
    }
    return config;
  };
}
