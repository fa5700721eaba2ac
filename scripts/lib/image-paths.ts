/** The schema marker of an image object that the official client writes as an image string (openapi/README.md). */
export const IMAGE_MARKER = 'x-image';

interface WalkedSchema {
  type?: string;
  $ref?: string;
  properties?: Record<string, WalkedSchema>;
  items?: WalkedSchema;
  anyOf?: WalkedSchema[];
  oneOf?: WalkedSchema[];
  allOf?: WalkedSchema[];
  [IMAGE_MARKER]?: boolean;
}

interface WalkedOperation {
  parameters?: ReadonlyArray<{ in: string; name: string; schema?: unknown }>;
  requestBody?: unknown;
}

export interface BundledComponents {
  components?: { schemas?: Record<string, WalkedSchema> };
}

const REF_PREFIX = '#/components/schemas/';

/** The names of the bundle's image schemas: those carrying the image marker. */
export function imageSchemaNames(document: BundledComponents): string[] {
  return Object.entries(document.components?.schemas ?? {})
    .filter(([, schema]) => schema[IMAGE_MARKER] === true)
    .map(([name]) => name);
}

/**
 * Where an operation's request holds an image object, as dotted paths from the request's root (`body.product.media.
 * main.image`); `*` stands for every element of an array. A schema already on the path is not entered again, so
 * recursive schemas (rich content) end.
 */
export function imagePaths(op: WalkedOperation, document: BundledComponents): string[] {
  const schemas = document.components?.schemas ?? {};
  const found = new Set<string>();
  const walk = (schema: WalkedSchema | undefined, path: string, seen: ReadonlySet<string>): void => {
    if (!schema) return;
    if (schema.$ref?.startsWith(REF_PREFIX)) {
      const name = schema.$ref.slice(REF_PREFIX.length);
      if (seen.has(name)) return;
      walk(schemas[name], path, new Set([...seen, name]));
      return;
    }
    if (schema[IMAGE_MARKER] === true) {
      found.add(path);
      return;
    }
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      walk(part, path, seen);
    }
    for (const [key, property] of Object.entries(schema.properties ?? {})) walk(property, `${path}.${key}`, seen);
    if (schema.items) walk(schema.items, `${path}.*`, seen);
  };
  const body = op.requestBody as { content?: Record<string, { schema?: WalkedSchema } | undefined> } | undefined;
  walk(body?.content?.['application/json']?.schema, 'body', new Set());
  for (const parameter of op.parameters ?? []) {
    if (parameter.in === 'query') walk(parameter.schema as WalkedSchema, `query.${parameter.name}`, new Set());
  }
  return [...found];
}
