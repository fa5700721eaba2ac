import type { ArgumentPaths } from '../catalog/argument-names.js';

// The generated SDK functions are generic in ThrowOnError; any instance of them fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SdkFunction = (options: any) => Promise<unknown>;

export interface Operation<F extends SdkFunction = SdkFunction> {
  send: F;
  /** How the wire request's fields map back to the caller's arguments, for field violations. */
  argumentPaths: ArgumentPaths;
  /** A POST that changes nothing: the transport may retry it like a GET. */
  read: boolean;
}

/** One row of the operation table. */
export function operation<F extends SdkFunction>(
  send: F,
  argumentPaths: ArgumentPaths = [],
  { read = false }: { read?: boolean } = {},
): Operation<F> {
  return { send, argumentPaths, read };
}

type RequestPart = 'body' | 'path' | 'query';

/** What a call of the operation sends: the `body`, `path` and `query` of its generated `…Data` type. */
export type RequestOf<O> =
  O extends Operation<infer F> ? Pick<Parameters<F>[0], Extract<keyof Parameters<F>[0], RequestPart>> : never;

/** The body of the operation's successful answer. */
export type AnswerOf<O> =
  O extends Operation<infer F> ? (Awaited<ReturnType<F>> extends { data: infer D } ? NonNullable<D> : never) : never;
