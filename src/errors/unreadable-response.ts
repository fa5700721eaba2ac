import type { AxiosResponse } from 'axios';
import { REQUEST_ID_HEADER, readHeader } from './response-headers.js';
import { SiteResponseValidationError } from './transport-errors.js';

const SHOWN_CHARACTERS = 200;

/** The error of a 2xx response whose body is not a JSON object; its first characters are kept as the error's body. */
export function unreadableResponseError(response: AxiosResponse): SiteResponseValidationError {
  const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data);
  const type = readHeader(response.headers, 'content-type') ?? 'no content type';
  return new SiteResponseValidationError({
    code: 'UNREADABLE_RESPONSE',
    message: `The ${response.status} response is not a JSON object (${type}); it cannot be read as the call's response`,
    status: response.status,
    statusText: response.statusText,
    requestId: readHeader(response.headers, REQUEST_ID_HEADER),
    body: text.slice(0, SHOWN_CHARACTERS),
  });
}
