export interface Schema {
  type?: string;
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
}

export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Response {
  content?: Record<string, { schema?: Schema } | undefined>;
}

/** What the contract says of an operation for sitekit (openapi/README.md, docs/decisions.md#29). */
export interface SitekitExtension {
  /** The site client's module that calls the operation (`productsV3`). */
  module: string;
  /** The module's method (`createProduct`); absent where no public method sends the operation alone (`token`). */
  method?: string;
  /**
   * The call form that implements the method: `read`, a GET the contract describes whole (src/query-language/declared-reads.ts),
   * or a named v3 entity's form of src/catalog-v3/entity-calls-v3.ts (`create`, `getOrCreateByName`, …).
   */
  call?: string;
  /** Beside `call: read`: the key of the answer the method answers instead of the whole body (`product`). */
  unwraps?: string;
  /** On the operation whose `call` is `query`: the entity fields that query filters and sorts on. */
  queryFields?: string[];
  /** Wire fields that are positional arguments under the same name, in argument order. */
  arguments?: string[];
  /** Wire fields that the trailing options object carries (`fields` → `options.fields`). */
  options?: string[];
  /** Other wire paths that are an argument (`product.id` → `productId`). */
  renames?: Record<string, string>;
  /** A read's group in the React query keys, the entity whose data it shows (`brandV3`; docs/decisions.md#33). */
  readGroup?: string;
  /**
   * What a write makes stale: a named entity's read group (`brandV3`), a kind of stale data (`allProductsV3`), or
   * `{ kind: argument }` for the item one of its arguments names (`{ productV3: productId }`).
   */
  makesStale?: Array<string | Record<string, string>>;
  /**
   * What a read shows, as the kinds of `makesStale`: `productV3` (every item of that kind: a list, a count),
   * `{ productV3: productId }` (the item a path parameter names) or `{ productV3: answer.product }` (the item its answer
   * holds under that key). The writes that make a kind stale refresh these reads (scripts/lib/stale-reads.ts).
   */
  shows?: Array<string | Record<string, string>>;
}

export interface ContractOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses?: Record<string, Response | undefined>;
  'x-safe'?: boolean;
  'x-post-form-of'?: string;
  /** Further paths the platform serves the same operation at, with the same method and parameters. */
  'x-bindings'?: string[];
  'x-sitekit'?: SitekitExtension;
}

export type PathItem = Record<string, ContractOperation | Parameter[] | undefined> & { parameters?: Parameter[] };

export interface ContractDocument {
  paths: Record<string, PathItem>;
  tags?: Array<{ name: string; description?: string }>;
}

/** `getProduct` → `GetProduct`, `brandsV3` → `BrandsV3`: the start of the generated names built on an id or a module. */
export const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Each tag's description, by name. */
export function tagDescriptions(document: ContractDocument): Map<string, string> {
  return new Map((document.tags ?? []).map(({ name, description }) => [name, description ?? name]));
}

/** One operation of the contract with where it is served and every parameter it takes (its path item's too). */
export interface OperationEntry {
  path: string;
  method: (typeof METHODS)[number];
  op: ContractOperation;
  parameters: Parameter[];
}

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation with an operationId, in the contract's order. */
export function contractOperations(document: ContractDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method] as ContractOperation | undefined;
      return op?.operationId
        ? [{ path, method, op, parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])] }]
        : [];
    }),
  );
}

/** Fails the generation when an operation does not say which module of the site client calls it. */
export function checkSitekitExtensions(operations: readonly OperationEntry[]): void {
  const unclaimed = operations.filter(({ op }) => !op['x-sitekit']?.module).map(({ op }) => op.operationId);
  if (unclaimed.length > 0) throw new Error(`x-sitekit has no module: ${unclaimed.join(', ')}`);
}
