import type * as FailureMapping from './failure-mapping.js';

let loading: Promise<typeof FailureMapping> | undefined;

/** The failure mapping, imported on the first failure and kept. */
export function failureMapping(): Promise<typeof FailureMapping> {
  return (loading ??= import('./failure-mapping.js'));
}
