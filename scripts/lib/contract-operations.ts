import { parse } from 'yaml';

export interface Parameter {
  in: string;
}

/** What the contract says of an operation for sitekit (openapi/README.md, docs/decisions.md#27). */
export interface SitekitExtension {
  /** The site client's module that calls the operation (`productsV3`). */
  module: string;
  /** The module's method (`createProduct`); absent where no public method sends the operation alone (`token`). */
  method?: string;
  /** Wire fields that are positional arguments under the same name, in argument order. */
  arguments?: string[];
  /** Wire fields that the trailing options object carries (`fields` → `options.fields`). */
  options?: string[];
  /** Other wire paths that are an argument (`product.id` → `productId`). */
  renames?: Record<string, string>;
}

export interface ContractOperation {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: unknown;
  'x-safe'?: boolean;
  'x-post-form-of'?: string;
  'x-sitekit'?: SitekitExtension;
}

/** An operation with its operationId and its parameters, the path item's included. */
export interface NamedOperation {
  id: string;
  op: ContractOperation;
  parameters: Parameter[];
}

type PathItem = Record<string, ContractOperation | Parameter[] | undefined> & { parameters?: Parameter[] };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation of a bundled contract that has an operationId, in the order of its paths. */
export function contractOperations(bundle: string): NamedOperation[] {
  const paths = (parse(bundle) as { paths: Record<string, PathItem> }).paths;
  return Object.values(paths).flatMap((item) =>
    METHODS.flatMap((method) => {
      const op = item[method] as ContractOperation | undefined;
      if (!op?.operationId) return [];
      return [{ id: op.operationId, op, parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])] }];
    }),
  );
}

/** Fails the generation when an operation does not say which module of the site client calls it. */
export function checkSitekitExtensions(operations: readonly NamedOperation[]): void {
  const unclaimed = operations.filter(({ op }) => !op['x-sitekit']?.module).map(({ id }) => id);
  if (unclaimed.length > 0) throw new Error(`x-sitekit has no module: ${unclaimed.join(', ')}`);
}
