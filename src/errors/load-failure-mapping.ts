import type * as FailureMapping from './failure-mapping.js';

let loading: Promise<typeof FailureMapping> | undefined;

/** The failure mapping, imported on the first failure and kept. */
export function failureMapping(): Promise<typeof FailureMapping> {
  return (loading ??= import('./failure-mapping.js'));
}

/** `mapTransportError(error)`, once the mapping is loaded: the SiteError a failed axios call rejects with. */
export async function siteErrorFor(error: unknown): Promise<Error> {
  return (await failureMapping()).mapTransportError(error);
}
