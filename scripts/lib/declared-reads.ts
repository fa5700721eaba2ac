import { capitalized, type OperationEntry } from './contract-operations.js';
import { docLines, operationsByModule } from './module-names.js';

const HEADER = `// Derived by scripts/lib/declared-reads.ts from the contract's \`x-sitekit\` (openapi/README.md): the reads of
// \`call: read\`, which the contract describes whole. Each method's arguments are its path parameters (repeated in the
// query where the query has one of the same name, or spread into the query's \`<argument>.<member>\` parameters), its
// options go in the query (in the body, for a POST that reads or a GET whose \`.r\` carries its POST form's body:
// \`body\` lists its arguments there), and it answers the response body (or the key of it that \`unwraps\` names).
// src/query-language/declared-reads.ts builds the methods from \`declaredReads\`, src/react/declared-read-keys.ts their keys
// (docs/decisions.md#48).
`;

/** A `call: read` operation as its module's method. */
interface DeclaredRead {
  method: string;
  operationId: string;
  summary?: string;
  /**
   * Each argument, and whether it goes in the path, among the read's fields (its query, or its body for a POST) or
   * both, or is an object whose members go in the query's `<argument>.<member>` parameters (a category's
   * `treeReference`).
   */
  arguments: Array<{ name: string; path: boolean; field: boolean; members: Member[] }>;
  options: string[];
  /** The options the request requires (a required query parameter or body field): the options object is then too. */
  requiredOptions: string[];
  /**
   * Its arguments but the path's, and its options, are fields of a body: a POST that reads (`x-safe`), or a GET whose
   * `.r` parameter carries the body of its POST form (`x-post-form-of`), sent as that GET with the POST as fallback.
   */
  inBody: boolean;
  /** The GET with a `.r` parameter: its body's type is its POST form's (`bodyOf`). */
  dotR: boolean;
  /** The operation whose generated `Data['body']` types the fields. */
  bodyOf: string;
  /** The key of the answer the method answers, when not the whole body. */
  unwraps?: string;
}

/** A member of an argument spread into the query, and whether its parameter is required. */
interface Member {
  name: string;
  required: boolean;
}

function declaredRead(entry: OperationEntry, operations: readonly OperationEntry[]): DeclaredRead {
  const { op, parameters, method } = entry;
  const extension = op['x-sitekit']!;
  const id = op.operationId!;
  const isIn = (place: string, name: string) =>
    parameters.some((parameter) => parameter.in === place && parameter.name === name);
  const dotR = method === 'get' && isIn('query', '.r');
  const postForm = dotR ? operations.find((other) => other.op['x-post-form-of'] === id) : undefined;
  if (dotR && !postForm) throw new Error(`${id}: call: read with a .r parameter needs its POST form (x-post-form-of)`);
  const inBody = (method === 'post' && op['x-safe'] === true) || dotR;
  if (method !== 'get' && !inBody) throw new Error(`${id}: call: read is a GET's, or an x-safe POST's`);
  if (!extension.method) throw new Error(`${id}: call: read needs its method`);
  const bodyEntry = postForm ?? entry;
  const bodySchema = bodySchemaOf(bodyEntry.op);
  const bodyFields = Object.keys(bodySchema?.properties ?? {});
  const isRequired = (name: string) =>
    inBody
      ? (bodySchema?.required ?? []).includes(name)
      : parameters.find((parameter) => parameter.in === 'query' && parameter.name === name)?.required === true;
  // A read's fields are its query parameters, or for a POST its body's properties.
  const isField = (name: string) => (inBody ? bodyFields.includes(name) : isIn('query', name));
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path').map(({ name }) => name);
  const names = extension.arguments ?? [];
  const unnamed = pathParameters.filter((name) => !names.includes(name));
  if (unnamed.length > 0)
    throw new Error(`${id}: call: read takes every path parameter as an argument, not ${unnamed}`);
  const read: DeclaredRead = {
    method: extension.method,
    operationId: id,
    summary: op.summary,
    arguments: names.map((name) => ({
      name,
      path: isIn('path', name),
      field: isField(name),
      members: parameters
        .filter((parameter) => parameter.in === 'query' && parameter.name.startsWith(`${name}.`))
        .map((parameter) => ({ name: parameter.name.slice(name.length + 1), required: parameter.required === true })),
    })),
    options: extension.options ?? [],
    requiredOptions: (extension.options ?? []).filter(isRequired),
    inBody,
    dotR,
    bodyOf: bodyEntry.op.operationId!,
    ...(extension.unwraps === undefined ? {} : { unwraps: answerKey(entry, extension.unwraps) }),
  };
  const stray = [
    ...read.arguments.filter(({ path, field, members }) => !path && !field && !members.length).map(({ name }) => name),
    ...read.options.filter((name) => !isField(name)),
  ];
  if (stray.length > 0)
    throw new Error(
      `${id}: call: read has no path ${inBody ? 'parameter or body field' : 'or query parameter'} ${stray.join(', ')}`,
    );
  return read;
}

/** The JSON body's schema of an operation, when it takes one. */
interface BodySchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

function bodySchemaOf(op: OperationEntry['op']): BodySchema | undefined {
  const body = op.requestBody as { content?: Record<string, { schema?: BodySchema }> };
  return body?.content?.['application/json']?.schema;
}

/** `unwraps`, once the answer's schema is found to hold it. */
function answerKey({ op }: OperationEntry, key: string): string {
  const answer = op.responses?.['200']?.content?.['application/json']?.schema;
  if (!answer?.properties?.[key]) throw new Error(`${op.operationId}: unwraps ${key}, which its answer does not hold`);
  return key;
}

/** A method's signature in its module's interface, typed by its operation's generated types. */
function signature(read: DeclaredRead): string {
  const Op = capitalized(read.operationId);
  const fieldType = (name: string) =>
    read.inBody
      ? `NonNullable<${capitalized(read.bodyOf)}Data['body']>['${name}']`
      : `NonNullable<${Op}Data['query']>['${name}']`;
  // A spread member may be null where the query leaves it out, as the platform's own objects have it (`treeKey`).
  const spreadType = (name: string, members: Member[]) =>
    `{ ${members
      .map((member) =>
        member.required
          ? `${member.name}: ${fieldType(`${name}.${member.name}`)}`
          : `${member.name}?: ${fieldType(`${name}.${member.name}`)} | null`,
      )
      .join('; ')} }`;
  const argumentTypes = read.arguments.map(({ name, path, field, members }) => {
    if (path) return `${name}: ${Op}Data['path']['${name}']`;
    return `${name}: ${field ? fieldType(name) : spreadType(name, members)}`;
  });
  const optional = (name: string) => (read.requiredOptions.includes(name) ? '' : '?');
  const options = read.options.length
    ? [
        `options${read.requiredOptions.length ? '' : '?'}: { ${read.options
          .map((name) => `${name}${optional(name)}: ${fieldType(name)}`)
          .join('; ')} }`,
      ]
    : [];
  const about = read.summary ? `${read.summary}: ` : '';
  const answer = read.unwraps ? `NonNullable<${Op}Response['${read.unwraps}']>` : `${Op}Response`;
  return (
    `  /** ${about}sends {@link operations.${read.operationId}}. */\n` +
    `  ${read.method}(${[...argumentTypes, ...options, 'call?: CallOptions'].join(', ')}): Promise<${answer}>;\n`
  );
}

const quotedList = (names: readonly string[]) => `[${names.map((name) => `'${name}'`).join(', ')}]`;

/** `, spread: { treeReference: ['appNamespace', 'treeKey'] }` for the arguments spread into the query, if any. */
function spread(read: DeclaredRead): string {
  const spreadArguments = read.arguments.filter(({ path, field, members }) => !path && !field && members.length);
  if (!spreadArguments.length) return '';
  const entries = spreadArguments.map(({ name, members }) => `${name}: ${quotedList(members.map(({ name }) => name))}`);
  return `, spread: { ${entries.join(', ')} }`;
}

/** A read's spec: its arguments in the path, in the query (`query`) or the body (`body`), and its options. */
function spec(read: DeclaredRead): string {
  const where = (place: 'path' | 'field') =>
    read.arguments.filter((argument) => argument[place]).map(({ name }) => name);
  return (
    `  ${read.method}: { operation: '${read.operationId}', arguments: ${quotedList(read.arguments.map(({ name }) => name))}, ` +
    `path: ${quotedList(where('path'))}, ${read.inBody ? 'body' : 'query'}: ${quotedList(where('field'))}, options: ${quotedList(read.options)}` +
    `${spread(read)}${read.dotR ? ', dotR: true' : ''}${read.unwraps ? `, unwraps: '${read.unwraps}'` : ''} },\n`
  );
}

/**
 * `declared-reads.gen.ts`: for each module with `call: read` operations, the interface of those methods
 * (`ProductsV3DeclaredReads`, generic in the transport options so that generated/ names no hand-written type) and their
 * specs (`productsV3DeclaredReadSpecs`, and all of them under `declaredReads.<module>`).
 */
export function toDeclaredReads(operations: readonly OperationEntry[]): string {
  const modules = [...operationsByModule(operations)]
    .map(
      ([module, entries]) =>
        [
          module,
          entries.filter(({ op }) => op['x-sitekit']?.call === 'read').map((entry) => declaredRead(entry, operations)),
        ] as const,
    )
    .filter(([, reads]) => reads.length > 0);
  const types = [
    ...new Set(
      modules.flatMap(([, reads]) =>
        reads.flatMap(({ operationId, bodyOf }) => [
          `${capitalized(operationId)}Data`,
          `${capitalized(operationId)}Response`,
          `${capitalized(bodyOf)}Data`,
        ]),
      ),
    ),
  ].sort((a, b) => a.localeCompare(b));
  const interfaces = modules.map(
    ([module, reads]) =>
      `/**\n${docLines(`The methods of \`site.${module}\` that the contract declares whole (\`call: read\`).`)} */\n` +
      `export interface ${capitalized(module)}DeclaredReads<CallOptions> {\n${reads.map(signature).join('')}}\n`,
  );
  return `${HEADER}${types.length ? `import type {\n${types.map((name) => `  ${name},\n`).join('')}} from './types.gen.js';\n` : ''}// The operation rows, for the methods' links to the operation each sends.
import type * as operations from './operations.gen.js';

${interfaces.join('\n')}
/** Each module's declared reads, under its key in the site client. */
export interface DeclaredReadModules<CallOptions> {
${modules.map(([module]) => `  ${module}: ${capitalized(module)}DeclaredReads<CallOptions>;\n`).join('')}}

${modules
  .map(
    ([module, reads]) =>
      `/** The declared reads of \`site.${module}\`: each one's operation, and where its arguments and options go. */\n` +
      `export const ${module}DeclaredReadSpecs = {\n${reads.map(spec).join('')}} as const;\n`,
  )
  .join('\n')}
/** Every module's declared reads, under its key in the site client (a module takes its own, so bundles keep only it). */
export const declaredReads = {
${modules.map(([module]) => `  ${module}: ${module}DeclaredReadSpecs,\n`).join('')}} as const;
`;
}
