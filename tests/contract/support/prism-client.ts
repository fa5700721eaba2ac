import type { AxiosInstance, AxiosResponse } from 'axios';
import { createClient, createConfig, type Client } from '../../../generated/client/index.js';

export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  /** Prism's `sl-violations` header: what it found wrong with the request, if anything. */
  violations: string | undefined;
}

/** Records every answer (success or error) that reaches this axios instance into `seen`. */
export function recordResponses(instance: AxiosInstance, seen: RecordedResponse[]): void {
  const record = (response: AxiosResponse) =>
    seen.push({
      method: (response.config.method ?? '').toUpperCase(),
      path: new URL(response.config.url ?? '', 'http://x').pathname,
      status: response.status,
      violations: response.headers['sl-violations'] as string | undefined,
    });
  instance.interceptors.response.use(
    (response) => {
      record(response);
      return response;
    },
    (error: { response?: AxiosResponse }) => {
      if (error.response) record(error.response);
      return Promise.reject(error);
    },
  );
}

/** A generated client on its own axios instance, pointed at Prism, that records every response it sees. */
export function createRecordingClient(baseURL: string): { client: Client; responses: RecordedResponse[] } {
  const client = createClient(createConfig({ baseURL }));
  const responses: RecordedResponse[] = [];
  recordResponses(client.instance, responses);
  return { client, responses };
}
