import { parse } from 'yaml';
import {
  capitalized,
  type ContractDocument,
  type ContractOperation,
  contractOperations,
  type Parameter,
} from './contract-operations.js';

const HEADER = `// Derived by scripts/lib/sandbox-operations.ts from the bundled contract: how the sandbox serves each operation,
// named by its operationId. \`urls\` are the operation's path and then its \`x-bindings\`, in Fastify's form.
import type * as t from './types.gen.js';
import * as z from './zod.gen.js';
`;

const DOT_R = '.r';

/**
 * Writes generated/sandbox-operations.gen.ts: a `sandboxOperations` row per operation (its `x-sitekit` module, whose
 * route file serves it; method, every URL it is bound to, the schemas of its path, query and body, the query
 * parameters that are lists or booleans, whether the body may be left out), and `SandboxResponses`, each operation's response type. A GET that carries its request in `.r` and the
 * POST that is its form (`x-post-form-of`) are one row: the POST's URLs and body schema are the row's `dotR`, so that
 * one handler serves both. `schemaNames` are the exports of zod.gen.ts, `typeNames` those of types.gen.ts.
 */
export function toSandboxOperations(
  bundle: string,
  schemaNames: ReadonlySet<string>,
  typeNames: ReadonlySet<string>,
): string {
  const operations = contractOperations(parse(bundle) as ContractDocument);
  const postForms = new Map(
    operations.flatMap((entry) => {
      const form = entry.op['x-post-form-of'];
      return form !== undefined && isDotRRead(operations.find((other) => other.op.operationId === form)?.parameters)
        ? [[form, entry] as const]
        : [];
    }),
  );
  const merged = new Set([...postForms.values()].map((entry) => entry.op.operationId));
  const rows: string[] = [];
  const responseTypes: string[] = [];
  for (const entry of operations) {
    const id = entry.op.operationId!;
    if (merged.has(id)) continue;
    const schema = (name: string) => (schemaNames.has(name) ? `z.${name}` : 'undefined');
    const type = capitalized(id);
    const post = postForms.get(id);
    const fields = [
      `module: '${entry.op['x-sitekit']!.module}'`,
      `method: '${entry.method.toUpperCase()}'`,
      `urls: ${JSON.stringify(urlsOf(entry))}`,
      `params: ${schema(`z${type}Path`)}`,
      `query: ${post ? 'undefined' : schema(`z${type}Query`)}`,
      `body: ${schema(`z${type}Body`)}`,
      `lists: ${JSON.stringify(queryNamesOf(entry.parameters, 'array'))}`,
      `booleans: ${JSON.stringify(queryNamesOf(entry.parameters, 'boolean'))}`,
      `optionalBody: ${requestBodyOptional(entry.op)}`,
    ];
    if (post) {
      const postType = capitalized(post.op.operationId!);
      fields.push(
        `dotR: { urls: ${JSON.stringify(urlsOf(post))}, query: ${schema(`z${type}Query`)}, body: ${schema(`z${postType}Body`)} }`,
      );
    }
    rows.push(`  ${id}: {\n    ${fields.join(',\n    ')},\n  },`);
    responseTypes.push(`  ${id}: ${typeNames.has(`${type}Response`) ? `t.${type}Response` : 'unknown'};`);
  }
  return `${HEADER}
export const sandboxOperations = {
${rows.join('\n')}
} as const;

/** What each operation answers with 200, as the contract declares it. */
export interface SandboxResponses {
${responseTypes.join('\n')}
}
`;
}

function fastifyUrl(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** The operation's path and then its `x-bindings`, path parameters as `:name` (Fastify's form, and URLPattern's). */
export function urlsOf(entry: { path: string; op: ContractOperation }): string[] {
  return [entry.path, ...(entry.op['x-bindings'] ?? [])].map(fastifyUrl);
}

function isDotRRead(parameters: Parameter[] | undefined): boolean {
  return parameters?.some((parameter) => parameter.in === 'query' && parameter.name === DOT_R) ?? false;
}

function queryNamesOf(parameters: Parameter[], type: string): string[] {
  return parameters
    .filter((parameter) => parameter.in === 'query' && parameter.schema?.type === type)
    .map((parameter) => parameter.name);
}

function requestBodyOptional(op: ContractOperation): boolean {
  const body = op.requestBody as { required?: boolean } | undefined;
  return body !== undefined && body.required !== true;
}
