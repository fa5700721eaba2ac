import type { AxiosResponse } from 'axios';

/** Any 2xx is a success; an empty body (204, or a 200 without content) reads as `{}`. */
export function acceptEmptyBody(response: AxiosResponse): AxiosResponse {
  if (response.data === '' || response.data === undefined || response.data === null) response.data = {};
  return response;
}
