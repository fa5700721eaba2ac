/** What a strategy function answers: which strategy, and a frozen copy of the options it was given. */
export interface StrategyDescriptor<TType extends string, TOptions> {
  readonly type: TType;
  readonly options: Readonly<TOptions>;
}

const setUps = new WeakMap<object, unknown>();

/**
 * Freezes `options` into a descriptor of `type`, after checking the one option the strategy cannot do without (a
 * `TypeError` that names it otherwise). `setUp`, when given, is what builds the strategy for a client: a client that
 * finds it here ({@link setUpOf}) need not import it, so an app that never calls the strategy does not bundle it.
 */
export function describeStrategy<TType extends string, TOptions extends object>(
  type: TType,
  options: TOptions,
  required: { key: keyof TOptions; message: string },
  setUp?: unknown,
): StrategyDescriptor<TType, TOptions> {
  if (!options?.[required.key]) throw new TypeError(required.message);
  const descriptor = Object.freeze({ type, options: Object.freeze({ ...options }) });
  if (setUp) setUps.set(descriptor, setUp);
  return descriptor;
}

/** The set-up the strategy function gave its descriptor; `undefined` for a descriptor it did not make. */
export function setUpOf<T>(descriptor: object): T | undefined {
  return setUps.get(descriptor) as T | undefined;
}
