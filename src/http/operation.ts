import * as z from 'zod/mini';
import type { ArgumentPaths } from '../errors/argument-names.js';
import type { WithImageStrings } from '../images/image-input.js';
import { failureMapping } from './load-failure-mapping.js';
import { rejectTangled, tangleOf } from './tangled-request.js';

type LazySchema = () => z.ZodMiniType;

/** The request schemas of an operation's parts, as the lazy functions of generated/zod-lazy.gen.ts. */
export interface RequestSchemas {
  body?: LazySchema;
  path?: LazySchema;
  query?: LazySchema;
}

// The generated SDK functions are generic in ThrowOnError; any instance of them fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SdkFunction = (options: any) => Promise<unknown>;

/** What a call needs of an operation's row (src/http/call-operation.ts). */
export interface Operation<F extends SdkFunction = SdkFunction> {
  send: F;
  /**
   * How the wire request's fields map back to the caller's arguments for field violations (the contract's
   * `x-sitekit`), read only when a call fails. A call without them keeps the wire's field names.
   */
  argumentPaths: ArgumentPaths;
  /** A POST that changes nothing: the transport may retry it like a GET. */
  read: boolean;
  /**
   * Where the request holds an image object of the contract (`body.category.image`, `*` for each element of an
   * array): a caller's image string there is sent as its object (src/images/image-objects.ts).
   */
  imagePaths?: readonly string[];
  /** On a GET whose path has a POST form of it (`x-post-form-of`): that POST, and how the GET carries the request. */
  readForm?: ReadForm;
  /** On a read that answers a page: the key its items are listed under, and its paging kind. */
  page?: PageShape;
  /**
   * Rejects with a SiteRequestValidationError when off contract, its fields named after the caller's arguments
   * (`argumentPaths`) or else inside `body`, `path` or `query`; answers `undefined`, without a promise, when the
   * request fits.
   */
  checkRequest: (request: unknown) => Promise<never> | undefined;
}

/**
 * The two forms of one read, as the contract gives them: a GET that carries the request whole in `.r` (`encoded`) or
 * as flat query parameters (`flat`), and `post`, the operation that sends the same request as JSON.
 */
export interface ReadForm {
  post: string;
  get: 'encoded' | 'flat';
}

/** A page of items: their key in the response (`products`), and whether the next page is asked by cursor or offset. */
export interface PageShape {
  items: string;
  paging: 'cursor' | 'offset';
}

/**
 * One row of the operation table, as generated/operations.gen.ts writes it: plain data, which
 * {@link checkedOperation} turns into what a call needs. `argumentPaths` are written into the row so that a bundle
 * holds the paths of the rows it keeps rather than a whole table (docs/decisions.md#11).
 */
export interface OperationRow<F extends SdkFunction = SdkFunction> {
  send: F;
  request: RequestSchemas;
  read?: boolean;
  argumentPaths?: ArgumentPaths;
  imagePaths?: readonly string[];
  readForm?: ReadForm;
  page?: PageShape;
}

/** A row of the operation table whose request is checked against the contract's schemas. */
export interface CheckedOperation<F extends SdkFunction = SdkFunction> extends Operation<F> {
  request: RequestSchemas;
  /** `z.object({ body, path, query })`, built on the operation's first call. */
  requestSchema: () => z.ZodMiniType;
}

/** The checked operations of some rows, under the same names. */
export type CheckedOperations<R extends Record<string, OperationRow>> = {
  [N in keyof R]: CheckedOperation<R[N]['send']>;
};

/** A row as a call takes it: its request is checked against the schemas of the parts it has. */
export function checkedOperation<F extends SdkFunction>({
  send,
  request,
  read = false,
  argumentPaths = [],
  imagePaths = [],
  readForm,
  page,
}: OperationRow<F>): CheckedOperation<F> {
  let schema: z.ZodMiniType | undefined;
  const requestSchema = () => (schema ??= composeRequestSchema(request));
  return {
    send,
    request,
    argumentPaths,
    read,
    imagePaths,
    ...(readForm ? { readForm } : {}),
    ...(page ? { page } : {}),
    requestSchema,
    checkRequest: (value) => {
      const tangle = tangleOf(value);
      if (tangle) return rejectTangled(tangle, argumentPaths);
      const result = requestSchema().safeParse(value);
      return result.success ? undefined : rejectRequest(requestSchema(), value, result.error, argumentPaths);
    },
  };
}

/** {@link checkedOperation} of every row, under the same names. */
export function checkedOperations<R extends Record<string, OperationRow>>(rows: R): CheckedOperations<R> {
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [name, checkedOperation(row)]),
  ) as CheckedOperations<R>;
}

/** As the generated validators compose it: a part the operation lacks must be absent, the query is optional. */
function composeRequestSchema(parts: RequestSchemas): z.ZodMiniType {
  return z.object({
    body: parts.body?.() ?? z.optional(z.never()),
    path: parts.path?.() ?? z.optional(z.never()),
    query: z.optional(parts.query?.() ?? z.never()),
  });
}

/**
 * The failure path of a request check: loads the error mapping, which sets English messages when no locale is
 * configured, and parses again so that the violations read in it, named after the caller's arguments.
 */
async function rejectRequest(
  schema: z.ZodMiniType,
  request: unknown,
  firstError: Error,
  argumentPaths: ArgumentPaths,
): Promise<never> {
  const { mapFailure, useEnglishZodMessages } = await failureMapping();
  useEnglishZodMessages();
  throw mapFailure(schema.safeParse(request).error ?? firstError, { check: 'request', argumentPaths });
}

type RequestPart = 'body' | 'path' | 'query';

/**
 * What a call of the operation takes: the `body`, `path` and `query` of its generated `…Data` type, an image object
 * also as an image string.
 */
export type RequestOf<O> =
  O extends Operation<infer F>
    ? WithImageStrings<Pick<Parameters<F>[0], Extract<keyof Parameters<F>[0], RequestPart>>>
    : never;

/** The body of the operation's successful response. */
export type ResponseOf<O> =
  O extends Operation<infer F> ? (Awaited<ReturnType<F>> extends { data: infer D } ? NonNullable<D> : never) : never;
