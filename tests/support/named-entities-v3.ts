import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  type ContractDocument,
  contractOperations,
  type OperationEntry,
} from '../../scripts/lib/contract-operations.js';
import { BUNDLE_NAME, projectRoot } from '../../scripts/lib/generate-client.js';

/**
 * The named v3 entities whose modules implement their methods by the shared call forms (`x-sitekit.call`,
 * docs/decisions.md#34), read from the committed bundle, with the contract's own examples of their requests.
 */
export interface Schema {
  $ref?: string;
  example?: unknown;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
}
type Bundle = ContractDocument & { components: { schemas: Record<string, Schema> } };

const bundle = parse(readFileSync(join(projectRoot, 'generated', BUNDLE_NAME), 'utf8')) as Bundle;
export const operations = contractOperations(bundle);

export const resolved = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? bundle.components.schemas[schema.$ref.split('/').pop()!] : schema;

export const FORMS = ['create', 'get', 'update', 'delete', 'query', 'count'] as const;
export type Form = (typeof FORMS)[number];

export interface NamedEntity {
  module: string;
  forms: Record<Form, OperationEntry>;
  /** The body field that carries the entity (`infoSection`): the create's argument. */
  key: string;
  /** The list field of a query's page (`infoSections`). */
  plural: string;
  /** The POST form of a query that is a GET `.r` read (`x-post-form-of`). */
  postForm?: OperationEntry;
  /** Every operation of the module: those of a call form, and the POST form of its query. */
  operations: OperationEntry[];
}

export function bodySchema(part: unknown): Schema | undefined {
  return (part as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
}

/** The modules that have every one of the shared forms. */
export function namedEntities(): NamedEntity[] {
  const byModule = new Map<string, OperationEntry[]>();
  for (const entry of operations.filter(({ op }) => FORMS.includes(op['x-sitekit']?.call as Form))) {
    const { module } = entry.op['x-sitekit']!;
    byModule.set(module, [...(byModule.get(module) ?? []), entry]);
  }
  return [...byModule].flatMap(([module, entries]) => {
    const forms = Object.fromEntries(entries.map((entry) => [entry.op['x-sitekit']!.call, entry]));
    if (!FORMS.every((form) => form in forms)) return [];
    const { create, query } = forms as Record<Form, OperationEntry>;
    const page = resolved(bodySchema(query.op.responses?.['200']))?.properties ?? {};
    return [
      {
        module,
        forms: forms as Record<Form, OperationEntry>,
        key: create.op['x-sitekit']!.arguments![0]!,
        plural: Object.keys(page).find((name) => page[name]!.type === 'array')!,
        postForm: operations.find(({ op }) => op['x-post-form-of'] === query.op.operationId),
        operations: operations.filter(({ op }) => op['x-sitekit']?.module === module),
      },
    ];
  });
}

/** The example of the schema an operation's body carries under `field`. */
export function requestFieldExample({ op }: OperationEntry, field: string): unknown {
  return resolved(resolved(bodySchema(op.requestBody))?.properties?.[field])?.example;
}

/**
 * A value built from a schema's examples: its own example, else an array of its items' example, else an object of
 * the properties that have one; undefined where the contract shows none.
 */
export function exampleValue(schema: Schema | undefined, depth = 0): unknown {
  const target = resolved(schema);
  if (target === undefined || depth > 4) return undefined;
  if (target.example !== undefined) return target.example;
  if (target.items) {
    const item = exampleValue(target.items, depth + 1);
    return item === undefined ? undefined : [item];
  }
  if (!target.properties) return undefined;
  const fields = Object.entries(target.properties).flatMap(([name, property]) => {
    const value = exampleValue(property, depth + 1);
    return value === undefined ? [] : [[name, value] as const];
  });
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/** The contract's example request body of an operation, field by field. */
export const requestBodyExample = ({ op }: OperationEntry): Record<string, unknown> | undefined =>
  exampleValue(bodySchema(op.requestBody)) as Record<string, unknown> | undefined;

/** The example of each of an operation's parameters in `place` (`path`, `query`). */
export function parameterExamples({ parameters }: OperationEntry, place: string): Record<string, unknown> {
  return Object.fromEntries(
    parameters.flatMap((parameter) => {
      const { example } = parameter as { example?: unknown };
      const value = example ?? (parameter.schema as Schema | undefined)?.example;
      return parameter.in === place && value !== undefined ? [[parameter.name, value]] : [];
    }),
  );
}
