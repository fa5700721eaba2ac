export interface Parameter {
  in: string;
  name: string;
  schema?: { type?: string };
}

export interface ContractOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: unknown;
  'x-safe'?: boolean;
  'x-post-form-of'?: string;
  /** Further paths the platform serves the same operation at, with the same method and parameters. */
  'x-bindings'?: string[];
}

export type PathItem = Record<string, ContractOperation | Parameter[] | undefined> & { parameters?: Parameter[] };

export interface ContractDocument {
  paths: Record<string, PathItem>;
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
