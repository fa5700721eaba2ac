import type { AxiosError, AxiosResponse } from 'axios';
import type { FailureHandlerDeps } from './response-interceptor.js';

type FailureHandler = (error: AxiosError) => Promise<AxiosResponse>;

/**
 * `createFailureHandler(deps)` of src/http/response-interceptor.ts, imported on the first failed request: renewal
 * after a 401, the retry policy and the error mapping are not part of an app's first load (docs/decisions.md#18).
 */
export function lazyFailureHandler(deps: FailureHandlerDeps): FailureHandler {
  let handler: Promise<FailureHandler> | undefined;
  return async (error) => {
    handler ??= import('./response-interceptor.js').then(({ createFailureHandler }) => createFailureHandler(deps));
    return (await handler)(error);
  };
}
