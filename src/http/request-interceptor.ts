import type { InternalAxiosRequestConfig } from 'axios';
import { CREDENTIAL_HEADERS } from './credential-scope.js';
import type { CredentialProvider } from './credential-provider.js';
import { assertSafePathParameters } from './path-parameter-guard.js';
import { pathParameters, requestMeta } from './request-state.js';
import { assertRequestDeadline } from './timeout-check.js';

export interface RequestInterceptorDeps {
  isApiOrigin: (url: string | undefined) => boolean;
  credentials: () => CredentialProvider | undefined;
}

/**
 * Refuses route-changing path parameters and out-of-range or expired timeouts, then attaches this client's
 * credentials, but only when the request's final URL (its own `baseURL` included) is on the configured API origin.
 * Credential headers bound for any other origin are removed, whoever set them.
 */
export function createRequestInterceptor(deps: RequestInterceptorDeps) {
  return async (config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    assertSafePathParameters(pathParameters(config));
    assertRequestDeadline(config.timeout, config.signal as AbortSignal | undefined);
    if (!deps.isApiOrigin(requestURL(config))) {
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

/** The URL axios will send to: `url` when absolute, otherwise the request's `baseURL` joined with it. */
function requestURL(config: InternalAxiosRequestConfig): string | undefined {
  const url = config.url ?? '';
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
  if ((absolute && config.allowAbsoluteUrls !== false) || !config.baseURL) return url;
  return `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
