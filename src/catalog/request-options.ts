import type { Client } from '../../generated/client/index.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';

/** The options every generated call of a module gets: its client, throwing on failure, the caller's transport. */
export function requestOptions(client: Client) {
  const options = (call: CallOptions | undefined) => ({
    client,
    throwOnError: true as const,
    ...transportOptions(call),
  });
  // Reads the contract sends as POSTs: retried like GETs.
  const readOptions = (call: CallOptions | undefined) => ({ ...options(call), meta: { idempotent: true } });
  return { options, readOptions };
}
