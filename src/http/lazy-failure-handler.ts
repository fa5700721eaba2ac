import type { AxiosError, AxiosResponse } from 'axios';
import { failureMapping } from './load-failure-mapping.js';
import type { FailureHandlerDeps } from './response-interceptor.js';

type FailureHandler = (error: AxiosError) => Promise<AxiosResponse>;

/**
 * `createFailureHandler(deps)` of src/http/response-interceptor.ts, loaded with the failure mapping on the first
 * failed request: renewal after a 401 and the retry policy are not part of an app's first load.
 */
export function lazyFailureHandler(deps: FailureHandlerDeps): FailureHandler {
  let handler: Promise<FailureHandler> | undefined;
  return async (error) => {
    handler ??= failureMapping().then(({ createFailureHandler }) => createFailureHandler(deps));
    return (await handler)(error);
  };
}
