import type { OperationEntry, Schema } from './contract-operations.js';

/*
 * The React rows of the named v3 entities (brands, ribbons, info sections, customizations), from each operation's
 * `x-sitekit` (openapi/README.md, docs/decisions.md#33): a read's `readGroup` puts its key builder in that group of
 * `readKeys` and gives it its hooks; a write's `makesStale` gives it a write hook that makes those reads stale.
 */

const KEYS_HEADER = `// Derived by scripts/lib/react-v3-entities.ts from the contract's \`x-sitekit\` \`readGroup\` (openapi/README.md):
// the key builders of the named v3 entities' reads, by group, each named after its operation (docs/decisions.md#30).
import { cursorReadKey, entityByIdKey, entityCountKey } from '../src/react/read-key.js';
`;

const HOOKS_HEADER = `// Derived by scripts/lib/react-v3-entities.ts from the contract's \`x-sitekit\` (openapi/README.md): the hooks of the
// named v3 entities. Each read hook is cached under its operation's key and named after it (\`use\` + operationId,
// and \`…Infinite\` for every page of a query); each write hook takes its call's arguments as a tuple
// (\`mutate([brandId, { revision, name }])\`) and makes stale what its \`makesStale\` says (docs/decisions.md#33).
`;

/** How a named entity's read is keyed and called: by id, a cursor query, or a count. */
type ReadShape =
  | { kind: 'byId'; idParameter: string; arity: number }
  | { kind: 'query'; takesOptions: boolean }
  | { kind: 'count'; arity: number };

interface Read {
  id: string;
  module: string;
  method: string;
  shape: ReadShape;
  entry: OperationEntry;
}

interface Write {
  id: string;
  module: string;
  method: string;
  makesStale: string[];
}

/** The generated files: `react-v3-entity-keys.gen.ts` and `react-v3-entity-hooks.gen.ts`. */
export function toReactV3Entities(operations: readonly OperationEntry[]): Map<string, string> {
  const groups = readGroups(operations);
  const writes = writeRows(operations, groups);
  checkEveryOperationHasARow(operations, groups, writes);
  return new Map([
    ['react-v3-entity-keys.gen.ts', keysSource(groups)],
    ['react-v3-entity-hooks.gen.ts', hooksSource(groups, writes)],
  ]);
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const hookName = (id: string) => `use${pascal(id)}`;

function required(entry: OperationEntry, value: string | undefined, what: string): string {
  if (value === undefined) throw new Error(`${entry.op.operationId}: x-sitekit has no ${what}`);
  return value;
}

function readShape(entry: OperationEntry): ReadShape {
  const { arguments: names = [], options = [] } = entry.op['x-sitekit']!;
  const id = entry.op.operationId!;
  if (names.length === 1 && names[0] === 'query') return { kind: 'query', takesOptions: options.length > 0 };
  const pathParameter = entry.parameters.find(({ in: place, name }) => place === 'path' && name === names[0]);
  if (names.length === 1 && pathParameter) {
    return { kind: 'byId', idParameter: pathParameter.name, arity: 1 + (options.length > 0 ? 1 : 0) };
  }
  if (names.length === 0 && options.length === 1 && options[0] === 'filter') return { kind: 'count', arity: 1 };
  throw new Error(`${id}: a readGroup read is by id, a query or a count; this one takes ${JSON.stringify(names)}`);
}

/** The reads of each `readGroup`, in the contract's order; a group has one read by id, one query and one count. */
function readGroups(operations: readonly OperationEntry[]): Map<string, Read[]> {
  const groups = new Map<string, Read[]>();
  for (const entry of operations) {
    const extension = entry.op['x-sitekit'];
    if (extension?.readGroup === undefined) continue;
    if (entry.op['x-post-form-of'] !== undefined) {
      throw new Error(`${entry.op.operationId}: a POST form shares the readGroup of its GET`);
    }
    const read: Read = {
      id: entry.op.operationId!,
      module: extension.module,
      method: required(entry, extension.method, 'method'),
      shape: readShape(entry),
      entry,
    };
    groups.set(extension.readGroup, [...(groups.get(extension.readGroup) ?? []), read]);
  }
  for (const [group, reads] of groups) {
    const kinds = reads.map(({ shape }) => shape.kind).sort();
    if (kinds.join() !== 'byId,count,query') {
      throw new Error(`readGroup ${group}: a named entity has one read by id, one query and one count, not ${kinds}`);
    }
    if (new Set(reads.map(({ module }) => module)).size > 1)
      throw new Error(`readGroup ${group}: reads of two modules`);
  }
  return groups;
}

function writeRows(operations: readonly OperationEntry[], groups: Map<string, Read[]>): Write[] {
  return operations.flatMap((entry) => {
    const extension = entry.op['x-sitekit'];
    if (extension?.makesStale === undefined) return [];
    const id = entry.op.operationId!;
    if (entry.op['x-safe'] || extension.readGroup !== undefined) throw new Error(`${id}: a read makes nothing stale`);
    if (extension.makesStale.length === 0) throw new Error(`${id}: makesStale is empty`);
    if (!extension.makesStale.some((stale) => groups.has(stale))) {
      throw new Error(`${id}: makesStale names no readGroup; only the named entities' writes are generated`);
    }
    const method = required(entry, extension.method, 'method');
    return [{ id, module: extension.module, method, makesStale: extension.makesStale }];
  });
}

/** Every operation of a named entity's module is a read with its group, a write with what it makes stale, or a POST form. */
function checkEveryOperationHasARow(
  operations: readonly OperationEntry[],
  groups: Map<string, Read[]>,
  writes: readonly Write[],
): void {
  const modules = new Set([...groups.values()].flat().map(({ module }) => module));
  const missing = operations
    .filter(({ op }) => modules.has(op['x-sitekit']!.module) && op['x-post-form-of'] === undefined)
    .filter(({ op }) => op['x-sitekit']!.readGroup === undefined && op['x-sitekit']!.makesStale === undefined)
    .map(({ op }) => op.operationId);
  if (missing.length > 0) throw new Error(`x-sitekit has neither readGroup nor makesStale: ${missing.join(', ')}`);
  for (const write of writes) {
    if (!modules.has(write.module)) throw new Error(`${write.id}: module ${write.module} has no readGroup reads`);
  }
}

function keyBuilder(read: Read): string {
  switch (read.shape.kind) {
    case 'byId':
      return `entityByIdKey('${read.id}', '${read.shape.idParameter}')`;
    case 'query':
      return `cursorReadKey('${read.id}')`;
    case 'count':
      return `entityCountKey('${read.id}')`;
  }
}

function keysSource(groups: Map<string, Read[]>): string {
  const rows = [...groups].map(
    ([group, reads]) =>
      `  ${group}: {\n${reads.map((read) => `    ${read.id}: /* @__PURE__ */ ${keyBuilder(read)},\n`).join('')}  },\n`,
  );
  const flat = [...groups.keys()].map((group) => `  ...namedEntityReadKeys.${group},\n`);
  return `${KEYS_HEADER}
/** The key builders of each named v3 entity's reads, by its \`readGroup\`. */
export const namedEntityReadKeys = {\n${rows.join('')}};

/** Every named v3 entity's key builder, by operation. */
export const namedEntityKeyBuilders = {\n${flat.join('')}};
`;
}

/** The one property's schema name of a wrapped answer (`{ brand: Brand }` → `Brand`). */
function refName(schema: Schema | undefined, where: string): string {
  const name = schema?.$ref?.split('/').pop();
  if (name === undefined) throw new Error(`${where}: not a $ref`);
  return name;
}

/** The entity, query answer and requested-field types of a group, from its read by id and its query. */
function readTypes(reads: readonly Read[]): [entity: string, query: string, fields: string] {
  const byId = reads.find(({ shape }) => shape.kind === 'byId')!;
  const query = reads.find(({ shape }) => shape.kind === 'query')!;
  const answer = byId.entry.op.responses?.['200']?.content?.['application/json']?.schema;
  const wrapped = Object.values(answer?.properties ?? {});
  if (wrapped.length !== 1) throw new Error(`${byId.id}: the answer wraps one entity`);
  const fields = byId.entry.parameters.find(({ name }) => name === 'fields');
  return [
    refName(wrapped[0], `${byId.id} answer`),
    `${pascal(query.id)}Response`,
    refName(fields?.schema?.items, `${byId.id} fields`),
  ];
}

function readHooks(group: string, reads: readonly Read[]): string[] {
  const hooks = `${pascal(group)}Hooks`;
  return reads.flatMap((read) => {
    const call = `(site) => site.${read.module}.${read.method}`;
    const hook = hookName(read.id);
    switch (read.shape.kind) {
      case 'byId':
        return [
          `export const ${hook}: ${hooks}['useGet'] = /* @__PURE__ */ siteRead(${call})(${read.shape.arity}, keys.${read.id});`,
        ];
      case 'count':
        return [
          `export const ${hook}: ${hooks}['useCount'] = /* @__PURE__ */ siteRead(${call})(${read.shape.arity}, keys.${read.id});`,
        ];
      case 'query': {
        const spec = `${read.id}Spec`;
        return [
          `const ${spec} = /* @__PURE__ */ cursor.cursorSpec(${call})('query', keys.${read.id}, ${read.shape.takesOptions});`,
          `export const ${hook}: ${hooks}['useQuery'] = (...args) => cursor.useCursorRead(${spec}, ...args);`,
          `export const ${hook}Infinite: ${hooks}['useQueryInfinite'] = (...args) => cursor.useCursorInfinite(${spec}, ...args);`,
        ];
      }
    }
  });
}

/** A read group names every read of that entity; any other name is stale data that names no item. */
function staleData(stale: string, groups: Map<string, Read[]>): string {
  return groups.has(stale) ? `{ kind: 'entityV3', entity: '${stale}' }` : `{ kind: '${stale}' }`;
}

/** The name of the write-hook maker of one `makesStale` (`[brandV3, allProductsV3]` → `staleBrandV3AndAllProductsV3`). */
const staleSetName = (makesStale: readonly string[]) => `stale${makesStale.map(pascal).join('And')}`;

function writeHooks(writes: readonly Write[], groups: Map<string, Read[]>): string[] {
  const staleSets = new Map(writes.map(({ makesStale }) => [staleSetName(makesStale), makesStale]));
  return [
    ...[...staleSets].map(
      ([name, stale]) =>
        `const ${name} = /* @__PURE__ */ v3Writes((): StaleData[] => [${stale.map((s) => staleData(s, groups)).join(', ')}]);`,
    ),
    ...writes.map(
      ({ id, module, method, makesStale }) =>
        `export const ${hookName(id)} = /* @__PURE__ */ ${staleSetName(makesStale)}((site) => site.${module}.${method});`,
    ),
  ];
}

function hooksSource(groups: Map<string, Read[]>, writes: readonly Write[]): string {
  const types = [...groups].map(([group, reads]) => [group, readTypes(reads)] as const);
  const typeNames = [...new Set(types.flatMap(([, names]) => names))].sort();
  return `${HOOKS_HEADER}import type {\n${typeNames.map((name) => `  ${name},\n`).join('')}} from './types.gen.js';
import * as cursor from '../src/react/cursor-read-hooks.js';
import type { StaleData } from '../src/react/invalidation.js';
import type { NamedEntityReadHooks } from '../src/react/named-entity-read-hooks.js';
import { siteRead } from '../src/react/site-read.js';
import { v3Writes } from '../src/react/v3-write.js';
import { namedEntityKeyBuilders as keys } from './react-v3-entity-keys.gen.js';

${types.map(([group, names]) => `type ${pascal(group)}Hooks = NamedEntityReadHooks<${names.join(', ')}>;\n`).join('')}
${[...groups].map(([group, reads]) => `${readHooks(group, reads).join('\n')}\n`).join('\n')}
${writeHooks(writes, groups).join('\n')}
`;
}
