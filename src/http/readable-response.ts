import type { AxiosResponse } from 'axios';
import { failureMapping } from './load-failure-mapping.js';

/** The code of a 2xx response whose body is not a JSON object: an HTML page, truncated JSON, a bare value. */
export const UNREADABLE_RESPONSE = 'UNREADABLE_RESPONSE';

/**
 * Any 2xx is a success; an empty body (204, or a 200 without content) reads as `{}`. Every response of the contract is a
 * JSON object, so a body that is not one (axios hands unparseable text on as a string) rejects with a
 * SiteResponseValidationError `UNREADABLE_RESPONSE` instead of reading as a response without fields; a call whose
 * contract answers nothing ignores it (src/http/call-operation.ts).
 */
export function readableResponse(response: AxiosResponse): AxiosResponse | Promise<never> {
  const { data } = response;
  if (data === '' || data === undefined || data === null) {
    response.data = {};
    return response;
  }
  if (typeof data === 'object') return response;
  return failureMapping().then(({ unreadableResponseError }) => {
    throw unreadableResponseError(response);
  });
}
