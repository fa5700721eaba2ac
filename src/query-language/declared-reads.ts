import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';
import { sendRead } from './read-request.js';

/**
 * A read the contract describes whole (`x-sitekit.call: read`), as generated/declared-reads.gen.ts gives it: the
 * operation, its arguments in order, which of them go in the path and which in the query (whole, or spread into its
 * `<argument>.<member>` parameters), and the options it takes in the query; for a POST that reads, or a GET whose `.r`
 * carries its POST form's body (`dotR`), `body` lists the arguments that go in the body, where its options go too.
 */
export interface DeclaredReadSpec {
  operation: OperationName;
  arguments: readonly string[];
  path: readonly string[];
  query?: readonly string[];
  body?: readonly string[];
  options: readonly string[];
  /** The arguments whose members go in the query as `<argument>.<member>` (`treeReference.appNamespace`). */
  spread?: Readonly<Record<string, readonly string[]>>;
  /** The read goes as a GET whose `.r` carries the body, with its POST form as fallback (`sendRead`). */
  dotR?: boolean;
  /** The key of the answer the method answers, when not the whole body (`product`). */
  unwraps?: string;
}

type Values = Record<string, unknown>;

/** The parts of a request, as the generated SDK functions take them. */
export interface DeclaredReadRequest {
  path?: Values;
  query?: Values;
  body?: Values;
}

/**
 * The parts of a declared read's request from what its method was given (its arguments, then its options when it
 * takes any): each argument where the contract puts it, and the options given. A spread member that is null or
 * undefined is left out of the query.
 */
export function declaredReadRequest(spec: DeclaredReadSpec, args: readonly unknown[]): DeclaredReadRequest {
  const named = Object.fromEntries(spec.arguments.map((name, index) => [name, args[index]]));
  const options = (spec.options.length ? args[spec.arguments.length] : undefined) as Values | undefined;
  const pick = (names: readonly string[], from: Values) =>
    Object.fromEntries(names.flatMap((name) => (from[name] === undefined ? [] : [[name, from[name]]])));
  const given = pick(spec.options, options ?? {});
  const pathPart = spec.path.length ? { path: pick(spec.path, named) } : {};
  if (spec.body) return { ...pathPart, body: { ...pick(spec.body, named), ...given } };
  const spread = Object.entries(spec.spread ?? {}).flatMap(([name, members]) =>
    members.flatMap((member) => {
      const value = (named[name] as Values | undefined)?.[member];
      return value === undefined || value === null ? [] : [[`${name}.${member}`, value]];
    }),
  );
  const query = { ...pick(spec.query ?? [], named), ...Object.fromEntries(spread), ...given };
  return { ...pathPart, ...(Object.keys(query).length ? { query } : {}) };
}

/**
 * The methods of a module's declared reads (`productsV3DeclaredReadSpecs`): each takes its arguments, then its options
 * when it has any, then the transport options, and answers the response body, or its `unwraps` key. Their types are
 * the module's `…DeclaredReads` interface of the same generated file.
 */
export function declaredReadMethods(context: SiteContext, specs: Readonly<Record<string, DeclaredReadSpec>>): object {
  return Object.fromEntries(
    Object.entries(specs).map(([method, spec]) => [
      method,
      (...args: unknown[]) => {
        const call = args[spec.arguments.length + (spec.options.length ? 1 : 0)] as CallOptions | undefined;
        const request = declaredReadRequest(spec, args);
        const answer = spec.dotR
          ? sendRead(context, spec.operation, request.body ?? {}, call)
          : callOperation(context, spec.operation, request as never, call);
        return spec.unwraps ? answer.then((body) => (body as Values)[spec.unwraps!]) : answer;
      },
    ]),
  );
}
