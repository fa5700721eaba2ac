import { parse } from 'yaml';
import { argumentPathsSource } from './argument-table.js';
import { type BundledComponents, imagePaths } from './image-paths.js';
import { pageShape, type ReadForm, readFormsById } from './read-forms.js';
import {
  capitalized,
  type ContractDocument,
  type ContractOperation,
  contractOperations,
  type Parameter,
} from './contract-operations.js';

const HEADER = `// Derived by scripts/lib/operation-table.ts from the bundled contract: one row per operation, named by its
// operationId. Each row is plain data (src/http/operation.ts checks its requests), so that a bundler keeps only the
// rows, SDK functions and schemas an app names.
import * as sdk from './sdk.gen.js';
import * as s from './zod-lazy.gen.js';
`;

/** The request parts of an operation, in the order a row lists them, as the zod plugin names their schemas. */
const PARTS = [
  { key: 'body', suffix: 'Body', has: (op: ContractOperation) => op.requestBody !== undefined },
  { key: 'path', suffix: 'Path', has: (_op: ContractOperation, ins: Set<string>) => ins.has('path') },
  { key: 'query', suffix: 'Query', has: (_op: ContractOperation, ins: Set<string>) => ins.has('query') },
] as const;

/**
 * Writes generated/operations.gen.ts: `export const <operationId> = { send: sdk.<operationId>, request: { body, path,
 * query }, read: true, argumentPaths: [...] } as const` for every operation of the bundled contract. The parts
 * are those the operation has (a body, path or query parameters); `read` marks a POST that changes nothing
 * (`x-safe`); `argumentPaths` map the wire request back onto the caller's arguments, from the operation's `x-sitekit`
 * or, for the POST form of a GET (`x-post-form-of`), the GET's, written into each row so that a bundle holds the
 * paths of the rows it keeps and no others (docs/decisions.md#11); `imagePaths` are where its request holds an image
 * object of the contract (a schema marked `x-image`), which a caller may give as an image string; `readForm` is, on a GET with a
 * POST form, that POST and whether the GET carries the request in `.r` or as flat parameters; `page` is, on a read that
 * answers a page, its items key and paging kind (./read-forms.ts). `lazySchemaNames` are the exports of
 * zod-lazy.gen.ts: a part without its schema there fails the generation.
 */
export function toOperationTable(bundle: string, lazySchemaNames: ReadonlySet<string>): string {
  const document = parse(bundle) as ContractDocument & BundledComponents;
  const operations = contractOperations(document);
  const ids = new Set(operations.map(({ op }) => op.operationId));
  for (const { op } of operations) {
    const form = op['x-post-form-of'];
    if (form !== undefined && !ids.has(form)) throw new Error(`${op.operationId}: x-post-form-of names no operation`);
  }
  const byId = new Map(operations.map(({ op }) => [op.operationId!, op]));
  const readForms = readFormsById(operations);
  const rows = operations.map(({ op, method, parameters }) =>
    row(op, parameters, lazySchemaNames, byId, imagePaths({ ...op, parameters }, document), {
      readForm: readForms.get(op.operationId!),
      page: method === 'get' || op['x-safe'] === true ? pageShape(op, document) : undefined,
    }),
  );
  return `${HEADER}\n${rows.join('\n')}\n`;
}

function row(
  op: ContractOperation,
  parameters: Parameter[],
  lazySchemaNames: ReadonlySet<string>,
  byId: ReadonlyMap<string, ContractOperation>,
  images: readonly string[],
  { readForm, page }: { readForm?: ReadForm; page?: ReturnType<typeof pageShape> },
): string {
  const id = op.operationId!;
  const ins = new Set(parameters.map((parameter) => parameter.in));
  const parts = PARTS.filter((part) => part.has(op, ins)).map((part) => {
    const schema = `z${capitalized(id)}${part.suffix}`;
    if (!lazySchemaNames.has(schema)) throw new Error(`${id}: zod-lazy.gen.ts has no ${schema}`);
    return `${part.key}: s.${schema}`;
  });
  const form = op['x-post-form-of'];
  if (form !== undefined && argumentPathsSource(op['x-sitekit']) !== undefined) {
    throw new Error(`${id}: a POST form takes the arguments of its GET`);
  }
  const fields = [`send: sdk.${id}`, `request: ${parts.length > 0 ? `{ ${parts.join(', ')} }` : '{}'}`];
  const read = op['x-safe'] === true;
  const paths = parts.length > 0 ? argumentPathsSource(byId.get(form ?? id)?.['x-sitekit']) : undefined;
  fields.push(
    ...(read ? ['read: true'] : []),
    ...(paths ? [`argumentPaths: ${paths}`] : []),
    ...(images.length > 0 ? [`imagePaths: [${images.map((path) => `'${path}'`).join(', ')}]`] : []),
    ...(readForm ? [`readForm: { post: '${readForm.post}', get: '${readForm.get}' }`] : []),
    ...(page ? [`page: { items: '${page.items}', paging: '${page.paging}' }`] : []),
  );
  return `export const ${id} = { ${fields.join(', ')} } as const;`;
}
