import { parse } from 'yaml';
import { argumentPathsSource } from './argument-table.js';
import {
  type ContractDocument,
  type ContractOperation,
  contractOperations,
  type Parameter,
} from './contract-operations.js';

const HEADER = `// Derived by scripts/lib/operation-table.ts from the bundled contract: one row per operation, named by its
// operationId. Each row is a pure call, so that a bundler keeps only the rows, SDK functions and schemas an app names.
import { operation } from '../src/http/operation.js';
import * as sdk from './sdk.gen.js';
import * as s from './zod-lazy.gen.js';
`;

/** The request parts of an operation, in the order `operation()` lists them, as the zod plugin names their schemas. */
const PARTS = [
  { key: 'body', suffix: 'Body', has: (op: ContractOperation) => op.requestBody !== undefined },
  { key: 'path', suffix: 'Path', has: (_op: ContractOperation, ins: Set<string>) => ins.has('path') },
  { key: 'query', suffix: 'Query', has: (_op: ContractOperation, ins: Set<string>) => ins.has('query') },
] as const;

/**
 * Writes generated/operations.gen.ts: `export const <operationId> = /* @__PURE__ *\/ operation(sdk.<operationId>,
 * { body, path, query }, '<arguments key>', { read: true, argumentPaths: [...] })` for every operation of the bundled
 * contract. The parts are those the operation has (a body, path or query parameters); the arguments key is the
 * operation's own id, or that of the GET it is the POST form of (`x-post-form-of`), and is left out when the operation
 * takes nothing; `read` marks a POST that changes nothing (`x-safe`); `argumentPaths` are the key's entry of
 * catalog-arguments.gen.ts, written into the row so that a bundle holds the entries of the rows it keeps and no
 * others (docs/decisions.md#11). `lazySchemaNames` are the exports of zod-lazy.gen.ts: a part without its schema there
 * fails the generation.
 */
export function toOperationTable(bundle: string, lazySchemaNames: ReadonlySet<string>): string {
  const operations = contractOperations(parse(bundle) as ContractDocument);
  const ids = new Set(operations.map(({ op }) => op.operationId));
  for (const { op } of operations) {
    const form = op['x-post-form-of'];
    if (form !== undefined && !ids.has(form)) throw new Error(`${op.operationId}: x-post-form-of names no operation`);
  }
  const byId = new Map(operations.map(({ op }) => [op.operationId!, op]));
  const rows = operations.map(({ op, parameters }) => row(op, parameters, lazySchemaNames, byId));
  return `${HEADER}\n${rows.join('\n')}\n`;
}

function row(
  op: ContractOperation,
  parameters: Parameter[],
  lazySchemaNames: ReadonlySet<string>,
  byId: ReadonlyMap<string, ContractOperation>,
): string {
  const id = op.operationId!;
  const ins = new Set(parameters.map((parameter) => parameter.in));
  const parts = PARTS.filter((part) => part.has(op, ins)).map((part) => {
    const schema = `z${id[0]!.toUpperCase()}${id.slice(1)}${part.suffix}`;
    if (!lazySchemaNames.has(schema)) throw new Error(`${id}: zod-lazy.gen.ts has no ${schema}`);
    return `${part.key}: s.${schema}`;
  });
  const key = parts.length > 0 ? (op['x-post-form-of'] ?? id) : undefined;
  const args = [`sdk.${id}`, parts.length > 0 ? `{ ${parts.join(', ')} }` : '{}'];
  const read = op['x-safe'] === true;
  const paths = key === undefined ? undefined : argumentPathsSource(byId.get(key)?.['x-sitekit']);
  const options = [...(read ? ['read: true'] : []), ...(paths ? [`argumentPaths: ${paths}`] : [])];
  if (key || options.length > 0) args.push(key === undefined ? 'undefined' : `'${key}'`);
  if (options.length > 0) args.push(`{ ${options.join(', ')} }`);
  return `export const ${id} = /* @__PURE__ */ operation(${args.join(', ')});`;
}
