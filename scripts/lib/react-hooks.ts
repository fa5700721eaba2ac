import { capitalized, type OperationEntry, type Schema } from './contract-operations.js';

/*
 * The generated React rows of catalog v3, from each operation's `x-sitekit` (openapi/README.md,
 * docs/decisions.md#33): a named entity's read (brands, ribbons, info sections, customizations) says its `readGroup`,
 * which puts its key builder in that group of `readKeys` and gives it its hooks; a write says what it makes stale
 * (`makesStale`), which gives it a write hook.
 */

const KEYS_HEADER = `// Derived by scripts/lib/react-hooks.ts from the contract's \`x-sitekit\` \`readGroup\` (openapi/README.md):
// how the named v3 entities' reads are keyed, by group, each named after its operation; src/react/named-entity-keys.ts
// builds their key builders (docs/decisions.md#30).
`;
const HOOKS_HEADER = `// Derived by scripts/lib/react-hooks.ts from the contract's \`x-sitekit\` (openapi/README.md); never edited by hand,
// and \`npm run check:generated\` fails when it drifts. The hooks of the named v3 entities and of the reads of
// \`call: read\`, and the write hooks of v3 products, inventory items and categories. Each read hook is cached under
// its operation's key and named after it (\`use\` + operationId, and \`…Infinite\` for every page of a query); each
// write hook takes its call's arguments as a tuple (\`mutate([brandId, { revision, name }])\`) and makes stale what
// its \`makesStale\` says (docs/decisions.md#33). Generated here, beside the hand-written hooks it builds on, and not
// in generated/, which imports nothing hand-written (docs/decisions.md#50).
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

/** One item of a write's `makesStale`: a kind of stale data, narrowed to the item that one of its arguments names. */
interface StaleEntry {
  kind: string;
  argument?: { name: string; index: number };
}

interface Write {
  id: string;
  module: string;
  method: string;
  makesStale: StaleEntry[];
}

/** The hooks file's name; it is written into src/react/, beside the hand-written hooks it builds on. */
export const HOOKS_FILE = 'hooks.gen.ts';

/**
 * The generated files: `react-v3-entity-keys.gen.ts` (data, for generated/) and `hooks.gen.ts` (`HOOKS_FILE`, for
 * src/react/). A write whose hook sitekit/react writes by hand (`handWrittenHooks`: the v1 catalog's, whose variables
 * are objects) gets no generated one; its `makesStale` still says what that hook refreshes.
 */
export function toReactHooks(
  operations: readonly OperationEntry[],
  handWrittenHooks: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const groups = readGroups(operations);
  const writes = writeRows(operations, handWrittenHooks);
  checkEveryOperationHasARow(operations, groups, writes);
  return new Map([
    ['react-v3-entity-keys.gen.ts', keysSource(groups)],
    [HOOKS_FILE, hooksSource(groups, declaredReadRows(operations, handWrittenHooks), writes)],
  ]);
}

/** A read the contract declares whole (`call: read`): its hook takes its method's arguments, then its options. */
interface DeclaredRead {
  id: string;
  module: string;
  method: string;
  arity: number;
}

function declaredReadRows(
  operations: readonly OperationEntry[],
  handWrittenHooks: ReadonlySet<string>,
): DeclaredRead[] {
  return operations.flatMap((entry) => {
    const extension = entry.op['x-sitekit']!;
    const id = entry.op.operationId!;
    if (extension.call !== 'read' || handWrittenHooks.has(hookName(id))) return [];
    const arity = (extension.arguments?.length ?? 0) + (extension.options?.length ? 1 : 0);
    return [{ id, module: extension.module, method: required(entry, extension.method, 'method'), arity }];
  });
}

/** A hook is named `use` + its operationId. */
export const hookName = (id: string) => `use${capitalized(id)}`;
/** A read is a GET or a POST that changes nothing (`x-safe`). */
const isRead = ({ method, op }: OperationEntry) => method === 'get' || op['x-safe'] === true;

function required(entry: OperationEntry, value: string | undefined, what: string): string {
  if (value === undefined) throw new Error(`${entry.op.operationId}: x-sitekit has no ${what}`);
  return value;
}

function readShape(entry: OperationEntry): ReadShape {
  const { arguments: names = [], options = [], call } = entry.op['x-sitekit']!;
  const id = entry.op.operationId!;
  // A shared call form's get and query take their options even where the contract asks for no fields
  // (src/catalog-v3/entity-module-v3.ts).
  const takesOptions = options.length > 0 || call === 'get' || call === 'query';
  if (names.length === 1 && names[0] === 'query') return { kind: 'query', takesOptions };
  const pathParameter = entry.parameters.find(({ in: place, name }) => place === 'path' && name === names[0]);
  if (names.length === 1 && pathParameter) {
    return { kind: 'byId', idParameter: pathParameter.name, arity: 1 + (takesOptions ? 1 : 0) };
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
    if (!isRead(entry)) throw new Error(`${entry.op.operationId}: a readGroup is a read's, and this one writes`);
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
    if (new Set(reads.map(({ module }) => module)).size > 1) {
      throw new Error(`readGroup ${group}: reads of two modules`);
    }
  }
  return groups;
}

function staleEntry(entry: OperationEntry, item: string | Record<string, string>): StaleEntry {
  if (typeof item === 'string') return { kind: item };
  const [pair, ...more] = Object.entries(item);
  const index = entry.op['x-sitekit']!.arguments?.indexOf(pair?.[1] ?? '') ?? -1;
  if (pair === undefined || more.length > 0 || index < 0) {
    throw new Error(
      `${entry.op.operationId}: makesStale ${JSON.stringify(item)} is not { kind: one of its arguments }`,
    );
  }
  return { kind: pair[0], argument: { name: pair[1], index } };
}

function writeRows(operations: readonly OperationEntry[], handWrittenHooks: ReadonlySet<string>): Write[] {
  return operations.flatMap((entry) => {
    const extension = entry.op['x-sitekit'];
    const id = entry.op.operationId!;
    if (extension?.makesStale === undefined || handWrittenHooks.has(hookName(id))) return [];
    if (isRead(entry) || entry.op['x-post-form-of'] !== undefined) throw new Error(`${id}: a read makes nothing stale`);
    if (extension.makesStale.length === 0) throw new Error(`${id}: makesStale is empty`);
    const method = required(entry, extension.method, 'method');
    const makesStale = extension.makesStale.map((item) => staleEntry(entry, item));
    return [{ id, module: extension.module, method, makesStale }];
  });
}

/**
 * Every write of a module with generated hooks says what it makes stale, and every read of a module with `readGroup`
 * reads says its group (a POST form shares its GET's), so that no operation goes without its hook unnoticed.
 */
function checkEveryOperationHasARow(
  operations: readonly OperationEntry[],
  groups: Map<string, Read[]>,
  writes: readonly Write[],
): void {
  const readModules = new Set([...groups.values()].flat().map(({ module }) => module));
  const modules = new Set([...readModules, ...writes.map(({ module }) => module)]);
  const missing = operations
    .filter((entry) => modules.has(entry.op['x-sitekit']!.module) && entry.op['x-post-form-of'] === undefined)
    .filter((entry) =>
      isRead(entry)
        ? readModules.has(entry.op['x-sitekit']!.module) && entry.op['x-sitekit']!.readGroup === undefined
        : entry.op['x-sitekit']!.makesStale === undefined,
    )
    .map(({ op }) => op.operationId);
  if (missing.length > 0) throw new Error(`x-sitekit has neither readGroup nor makesStale: ${missing.join(', ')}`);
}

/** How a read is keyed: its id under its path parameter, its readable cursor request, or its count filter. */
function keySpec(read: Read): string {
  switch (read.shape.kind) {
    case 'byId':
      return `{ key: 'byId', idParameter: '${read.shape.idParameter}' }`;
    case 'query':
      return `{ key: 'cursor' }`;
    case 'count':
      return `{ key: 'count' }`;
  }
}

function keysSource(groups: Map<string, Read[]>): string {
  const rows = [...groups].map(
    ([group, reads]) => `  ${group}: {\n${reads.map((read) => `    ${read.id}: ${keySpec(read)},\n`).join('')}  },\n`,
  );
  return `${KEYS_HEADER}
/** How each named v3 entity's reads are keyed, by its \`readGroup\`. */
export const namedEntityReadKeySpecs = {\n${rows.join('')}} as const;
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
  const responseSchema = byId.entry.op.responses?.['200']?.content?.['application/json']?.schema;
  const wrapped = Object.values(responseSchema?.properties ?? {});
  if (wrapped.length !== 1) throw new Error(`${byId.id}: the answer wraps one entity`);
  const fields = byId.entry.parameters.find(({ name }) => name === 'fields');
  return [
    refName(wrapped[0], `${byId.id} answer`),
    `${capitalized(query.id)}Response`,
    // A read that takes no requested fields is asked for none (docs/decisions.md#33).
    fields ? refName(fields.schema?.items, `${byId.id} fields`) : 'never',
  ];
}

function readHooks(group: string, reads: readonly Read[]): string[] {
  const hooks = `${capitalized(group)}Hooks`;
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

/** A named entity's read group is its every read; any other kind is the stale data of that kind. */
function staleData({ kind, argument }: StaleEntry, groups: Map<string, Read[]>): string {
  if (argument !== undefined) return `{ kind: '${kind}', id: ${argument.name} }`;
  return groups.has(kind) ? `{ kind: 'entityV3', entity: '${kind}' }` : `{ kind: '${kind}' }`;
}

/** The name of the write-hook maker of one `makesStale` (`[brandV3, allProductsV3]` → `staleBrandV3AndAllProductsV3`). */
const staleSetName = (makesStale: readonly StaleEntry[]) =>
  `stale${makesStale.map(({ kind, argument }) => capitalized(kind) + (argument ? `Of${capitalized(argument.name)}` : '')).join('And')}`;

/** What a maker reads of the write's arguments: the ones its stale data names, each a string, by position. */
function argumentsRead(makesStale: readonly StaleEntry[]): string {
  const named = makesStale.flatMap(({ argument }) => (argument ? [argument] : []));
  if (named.length === 0) return '()';
  const positions = Array.from({ length: Math.max(...named.map(({ index }) => index)) + 1 }, (_, index) =>
    named.find((argument) => argument.index === index),
  );
  const names = positions.map((argument) => argument?.name ?? '').join(', ');
  const types = positions.map((argument) => (argument ? 'string' : 'unknown')).join(', ');
  return `([${names}]: readonly [${types}, ...unknown[]])`;
}

function writeHooks(writes: readonly Write[], groups: Map<string, Read[]>): string[] {
  const staleSets = new Map(writes.map(({ makesStale }) => [staleSetName(makesStale), makesStale]));
  return [
    ...[...staleSets].map(
      ([name, stale]) =>
        `const ${name} = /* @__PURE__ */ v3Writes(${argumentsRead(stale)}: StaleData[] => [${stale.map((s) => staleData(s, groups)).join(', ')}]);`,
    ),
    ...writes.map(
      ({ id, module, method, makesStale }) =>
        `export const ${hookName(id)} = /* @__PURE__ */ ${staleSetName(makesStale)}((site) => site.${module}.${method});`,
    ),
  ];
}

function declaredReadHooks(reads: readonly DeclaredRead[]): string[] {
  return reads.map(
    ({ id, module, method, arity }) =>
      `export const ${hookName(id)} = /* @__PURE__ */ siteRead((site) => site.${module}.${method})(${arity}, readKeys.${id});`,
  );
}

function hooksSource(groups: Map<string, Read[]>, declared: readonly DeclaredRead[], writes: readonly Write[]): string {
  const types = [...groups].map(([group, reads]) => [group, readTypes(reads)] as const);
  const typeNames = [...new Set(types.flatMap(([, names]) => names))].filter((name) => name !== 'never').sort();
  return `${HOOKS_HEADER}import type {\n${typeNames.map((name) => `  ${name},\n`).join('')}} from '../../generated/types.gen.js';
import * as cursor from './cursor-read-hooks.js';
import type { StaleData } from './invalidation.js';
import type { NamedEntityReadHooks } from './named-entity-read-hooks.js';
import { siteRead } from './site-read.js';
import { v3Writes } from './v3-write.js';
import { namedEntityKeyBuilders as keys } from './named-entity-keys.js';
${declared.length ? `import { declaredReadKeys as readKeys } from './declared-read-keys.js';\n` : ''}
${types.map(([group, names]) => `type ${capitalized(group)}Hooks = NamedEntityReadHooks<${names.join(', ')}>;\n`).join('')}
${[...groups].map(([group, reads]) => `${readHooks(group, reads).join('\n')}\n`).join('\n')}
${declared.length ? `${declaredReadHooks(declared).join('\n')}\n\n` : ''}${writeHooks(writes, groups).join('\n')}
`;
}
