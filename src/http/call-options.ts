/** Per-call transport options accepted as the last argument of the identity and redirect calls. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's default per-attempt timeout for this call. */
  timeoutMs?: number;
}

/** The generated SDK options that carry `CallOptions` to axios. */
export function transportOptions(options: CallOptions | undefined): { signal?: AbortSignal; timeout?: number } {
  const result: { signal?: AbortSignal; timeout?: number } = {};
  if (options?.signal) result.signal = options.signal;
  if (options?.timeoutMs !== undefined) result.timeout = options.timeoutMs;
  return result;
}
