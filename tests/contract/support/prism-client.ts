import type { AxiosResponse } from 'axios';
import { createClient, createConfig, type Client } from '../../../generated/client/index.js';

export interface RecordedResponse {
  method: string;
  url: string;
  status: number;
  violations: string | undefined;
}

/** A generated client on its own axios instance, pointed at Prism, that records every response it sees. */
export function createRecordingClient(baseURL: string): { client: Client; responses: RecordedResponse[] } {
  const client = createClient(createConfig({ baseURL }));
  const responses: RecordedResponse[] = [];
  const record = (response: AxiosResponse) => {
    responses.push({
      method: (response.config.method ?? '').toUpperCase(),
      url: response.config.url ?? '',
      status: response.status,
      violations: response.headers['sl-violations'] as string | undefined,
    });
  };
  client.instance.interceptors.response.use(
    (response) => {
      record(response);
      return response;
    },
    (error: { response?: AxiosResponse }) => {
      if (error.response) record(error.response);
      return Promise.reject(error);
    },
  );
  return { client, responses };
}
