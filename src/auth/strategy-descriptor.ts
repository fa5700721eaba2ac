/** What a strategy function answers: which strategy, and a frozen copy of the options it was given. */
export interface StrategyDescriptor<TType extends string, TOptions> {
  readonly type: TType;
  readonly options: Readonly<TOptions>;
}

/**
 * Freezes `options` into a descriptor of `type`, after checking the one option the strategy cannot do without (a
 * `TypeError` that names it otherwise).
 */
export function describeStrategy<TType extends string, TOptions extends object>(
  type: TType,
  options: TOptions,
  required: { key: keyof TOptions; message: string },
): StrategyDescriptor<TType, TOptions> {
  if (!options?.[required.key]) throw new TypeError(required.message);
  return Object.freeze({ type, options: Object.freeze({ ...options }) });
}
