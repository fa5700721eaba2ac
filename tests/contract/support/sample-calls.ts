import * as sdk from '../../../generated/sdk.gen.js';
import type { Client } from '../../../generated/client/index.js';

type Sdk = typeof sdk;

/** What a sample sends beside the client: the operation's path, query, body and headers, typed by its SDK function. */
export type SampleParts = { [N in keyof Sdk]?: Omit<Parameters<Sdk[N]>[0], 'client' | 'throwOnError'> };

type SdkCall = (options: object) => Promise<unknown>;

/**
 * The samples as calls of their SDK functions through `client`, failing on an error answer; `shared` (the headers
 * most samples send) goes first, so a sample's own parts replace it.
 */
export function sampleCalls(
  client: Client,
  shared: { headers?: Record<string, string> },
  samples: SampleParts,
): Record<string, () => Promise<unknown>> {
  return Object.fromEntries(
    Object.entries(samples).map(([name, parts]) => {
      const send = sdk[name as keyof Sdk] as SdkCall;
      return [name, () => send({ client, throwOnError: true, ...shared, ...parts })];
    }),
  );
}
