import { capitalized, type OperationEntry, type SitekitExtension } from './contract-operations.js';
import { docLines, fileOf, operationsByModule } from './module-names.js';

const HEADER = `// Derived by scripts/lib/entity-modules-v3.ts from the contract's \`x-sitekit\` (openapi/README.md): a named v3
// entity's module as data, each method the call form its \`call\` names and the operation it sends, and the entity's
// wire types from types.gen.ts; src/catalog-v3/entity-modules-v3.ts builds and types the module from them
// (docs/decisions.md#34).
`;

/** The call forms of src/catalog-v3/entity-calls-v3.ts and the argument whose wire name each takes beside the operation. */
const FORMS: Record<string, 'first' | 'none'> = {
  create: 'none',
  get: 'none',
  update: 'none',
  delete: 'none',
  query: 'none',
  count: 'none',
  bulkCreate: 'none',
  bulkUpdate: 'none',
  bulkDelete: 'first',
  getOrCreateByName: 'first',
  bulkGetOrCreateByName: 'first',
  body: 'none',
};

interface Method {
  name: string;
  operationId: string;
  sitekit: SitekitExtension;
  summary?: string;
}

interface EntityModule {
  module: string;
  file: string;
  /** The entity's type name prefix (`Brand`, `InfoSection`). */
  type: string;
  /** The public option types of its methods (`<Method>Options` of a `call: body`). */
  options: string[];
  source: string;
}

/** What the tags of a module's operations say of it (only their first sentences with `brief`), as one phrase. */
export function aboutModule(
  entries: readonly OperationEntry[],
  tagDescriptions: ReadonlyMap<string, string>,
  brief = false,
): string {
  const tags = [...new Set(entries.flatMap(({ op }) => op.tags ?? []))];
  const about = (tag: string) => tagDescriptions.get(tag) ?? tag;
  return tags.map((tag) => (brief ? about(tag).split('. ')[0]! : about(tag)).replace(/\.$/, '')).join('; ');
}

const quoted = (name: string) => `'${name}'`;

/** A named entity's call form; `read` is any module's (scripts/lib/declared-reads.ts). */
const isEntityCall = (call: string | undefined) => call !== undefined && call !== 'read';

function only(methods: readonly Method[], call: string, module: string): Method {
  const found = methods.filter((method) => method.sitekit.call === call);
  if (found.length !== 1) throw new Error(`${module}: x-sitekit needs one operation with call: ${call}`);
  return found[0]!;
}

/** The one operation with `call`, or none: an entity need not have bulk calls (docs/decisions.md#34). */
function atMostOne(methods: readonly Method[], call: string, module: string): Method | undefined {
  const found = methods.filter((method) => method.sitekit.call === call);
  if (found.length > 1) throw new Error(`${module}: x-sitekit has more than one operation with call: ${call}`);
  return found[0];
}

/** The key of the list a query answers (`brands` of `{ brands: [...], pagingMetadata }`). */
function listKey({ op, operationId }: { op: OperationEntry['op']; operationId: string }): string {
  const responseSchema = op.responses?.['200']?.content?.['application/json']?.schema;
  const keys = Object.entries(responseSchema?.properties ?? {}).filter(([, schema]) => schema.type === 'array');
  if (keys.length !== 1) throw new Error(`${operationId}: the answer holds one list`);
  return keys[0]![0];
}

function firstArgument(method: Method): string {
  const name = method.sitekit.arguments?.[0];
  if (!name) throw new Error(`${method.operationId}: call: ${method.sitekit.call} needs its argument in arguments`);
  return name;
}

/** One module whose operations carry `x-sitekit.call`, as its generated file. */
function toEntityModule(module: string, entries: readonly OperationEntry[], about: string): EntityModule {
  const file = fileOf(module);
  const withMethod = entries.filter(({ op }) => op['x-sitekit']?.method && !op['x-post-form-of']);
  const all: Method[] = withMethod.map(({ op }) => ({
    name: op['x-sitekit']!.method!,
    operationId: op.operationId!,
    sitekit: op['x-sitekit']!,
    summary: op.summary,
  }));
  for (const { sitekit, operationId } of all) {
    if (sitekit.call === 'read') throw new Error(`${operationId}: a named v3 entity's module takes no call: read yet`);
    if (sitekit.call && !(sitekit.call in FORMS)) throw new Error(`${operationId}: unknown call form ${sitekit.call}`);
  }
  const methods = all.filter((method) => method.sitekit.call);
  const extras = all.filter((method) => !method.sitekit.call);
  const [create, get, update, remove, query] = ['create', 'get', 'update', 'delete', 'query'].map((call) =>
    only(methods, call, module),
  ) as [Method, Method, Method, Method, Method];
  const [bulkCreate, bulkUpdate] = ['bulkCreate', 'bulkUpdate'].map((call) => atMostOne(methods, call, module));
  const entity = firstArgument(create);
  const id = firstArgument(get);
  for (const method of [update, remove]) {
    if (firstArgument(method) !== id) throw new Error(`${method.operationId}: its first argument is not ${id}`);
  }
  // The bulk create's list, or for an entity without one the list its query answers.
  const items = bulkCreate
    ? firstArgument(bulkCreate)
    : listKey({
        op: entries.find(({ op }) => op.operationId === query.operationId)!.op,
        operationId: query.operationId,
      });
  // Reads without requested fields take none (docs/decisions.md#34).
  const takesFields = get.sitekit.options?.includes('fields') ?? false;
  const type = capitalized(entity);
  const queryFields = query.sitekit.queryFields;
  if (!queryFields?.length) throw new Error(`${query.operationId}: call: query needs queryFields`);

  const Types = `${type}V3Types`;
  const typeImports = new Set<string>([
    `${capitalized(get.operationId)}Response`,
    `${capitalized(create.operationId)}Data`,
    `${capitalized(update.operationId)}Data`,
    ...(bulkUpdate ? [`${capitalized(bulkUpdate.operationId)}Data`] : []),
    `${capitalized(query.operationId)}Response`,
    ...(bulkCreate ? [`${capitalized(bulkCreate.operationId)}Response`] : []),
  ]);
  // The methods typed by their own operation rather than the entity's types: what each answers, and takes.
  const answers: string[] = [];
  const bodies: string[] = [];
  const options: string[] = [];
  const bodyOptions: string[] = [];
  for (const method of methods) {
    const form = method.sitekit.call!;
    const Op = capitalized(method.operationId);
    if (form === 'getOrCreateByName' || form === 'body') {
      typeImports.add(`${Op}Response`);
      answers.push(`    ${method.name}: ${Op}Response;\n`);
    }
    if (form === 'body') {
      typeImports.add(`${Op}Data`);
      const Options = `${capitalized(method.name)}Options`;
      options.push(Options);
      bodies.push(`    ${method.name}: ${Options};\n`);
      bodyOptions.push(
        `/** What \`${method.name}\` takes, its only argument: the body of \`${method.operationId}\`. */\n` +
          `export type ${Options} = ${Op}Data['body'];\n`,
      );
    }
  }
  const specs = methods.map((method) => {
    const form = method.sitekit.call!;
    const argument = FORMS[form] === 'first' ? `, argument: ${quoted(firstArgument(method))}` : '';
    const about = method.summary ? `${method.summary}: ` : '';
    return (
      `    /** ${about}sends {@link operations.${method.operationId}}. */\n` +
      `    ${method.name}: { call: ${quoted(form)}, operation: ${quoted(method.operationId)}${argument} },\n`
    );
  });

  const sorted = (names: Iterable<string>) => [...names].sort((a, b) => a.localeCompare(b));
  const source = `${HEADER}import type {
${sorted(typeImports)
  .map((name) => `  ${name},\n`)
  .join('')}} from '../types.gen.js';
// The operation rows, for the methods' links to the operation each sends.
import type * as operations from '../operations.gen.js';

/**
${docLines(`${type} fields \`${query.name}\` filters and sorts on (\`x-sitekit.queryFields\` of \`${query.operationId}\`); other names still pass, for fields the contract does not list yet.`)} */
export type ${type}QueryField = ${queryFields.map(quoted).join(' | ')} | (string & {});
${bodyOptions.map((text) => `\n${text}`).join('')}
/** The wire types of \`${entity}\`, from the contract's operations. */
export interface ${Types} {
  entity: NonNullable<${capitalized(get.operationId)}Response['${entity}']>;
  created: ${capitalized(create.operationId)}Data['body']['${entity}'];
  changed: ${capitalized(update.operationId)}Data['body']['${entity}'] & object;
  bulkUpdate: ${bulkUpdate ? `${capitalized(bulkUpdate.operationId)}Data['body']['${items}'][number]` : 'never'};
  requestedField: ${takesFields ? `NonNullable<${capitalized(update.operationId)}Data['body']['fields']>[number]` : 'never'};
  queryField: ${type}QueryField;
  queryResponse: ${capitalized(query.operationId)}Response;
  bulkResponse: ${bulkCreate ? `${capitalized(bulkCreate.operationId)}Response` : 'never'};
${answers.length ? `  /** What the methods typed by their own operation answer (\`call: getOrCreateByName\`, \`call: body\`). */\n  answers: {\n${answers.join('')}  };\n` : ''}${bodies.length ? `  /** What the methods of \`call: body\` take. */\n  bodies: {\n${bodies.join('')}  };\n` : ''}}

/**
${docLines(`\`site.${module}\`, under the official method names and argument order: ${about}.`)} */
export const ${module}Spec = {
  wire: { entity: '${entity}', items: '${items}', id: '${id}' },
  methods: {
${specs.join('')}  },
${extras.length ? `  /** The methods without a call form, which src/catalog-v3/${file}-extras.ts implements. */\n  extras: [${extras.map(({ name }) => quoted(name)).join(', ')}],\n` : ''}} as const;
`;
  return { module, file, type, options, source };
}

const INDEX_HEADER = `// Derived by scripts/lib/entity-modules-v3.ts from the contract's \`x-sitekit\`: the named v3 entity modules
// (docs/decisions.md#34).
`;

/**
 * The files of generated/entity-modules-v3/: \`<module>.gen.ts\` for every module whose operations carry
 * \`x-sitekit.call\`, its spec and wire types; \`types.gen.ts\`, their public types (src/catalog-v3/index.ts re-exports
 * them); \`catalog.gen.ts\`, the spec of each module under its key in the site client (\`site.brandsV3\`, …), which
 * src/catalog-v3/entity-modules-v3.ts builds every one of.
 */
export function toEntityModulesV3(
  operations: readonly OperationEntry[],
  tagDescriptions: ReadonlyMap<string, string>,
): Map<string, string> {
  const modules = [...operationsByModule(operations)]
    .filter(([, entries]) => entries.some(({ op }) => isEntityCall(op['x-sitekit']?.call)))
    .map(([module, entries]) => toEntityModule(module, entries, aboutModule(entries, tagDescriptions)));
  const files = new Map(modules.map(({ file, source }) => [`${file}.gen.ts`, source]));
  files.set(
    'types.gen.ts',
    INDEX_HEADER +
      modules
        .map(({ file, type, options }) => {
          const names = [`${type}QueryField`, ...options];
          return `export type { ${names.sort((a, b) => a.localeCompare(b)).join(', ')} } from './${file}.gen.js';\n`;
        })
        .join(''),
  );
  files.set(
    'catalog.gen.ts',
    `${INDEX_HEADER}${modules.map(({ module, file }) => `import type { ${module}Spec } from './${file}.gen.js';\n`).join('')}
/** The specs of the named v3 entity modules, under each module's key in the site client. */
export interface EntityModuleSpecsV3 {
${modules.map(({ module }) => `  ${module}: typeof ${module}Spec;\n`).join('')}}
`,
  );
  return files;
}
