/** The schema marker of an image object that the official client writes as an image string (openapi/README.md). */
export const IMAGE_MARKER = 'x-image';

interface WalkedSchema {
  type?: string;
  $ref?: string;
  readOnly?: boolean;
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
 * The image fields marked `readOnly`, as `<schema>.<property path>` (`*` for an array's elements): the request types
 * leave a read-only field out, yet the platform's client sends image fields (openapi/README.md).
 */
export function readOnlyImageFields(document: BundledComponents): string[] {
  const schemas = document.components?.schemas ?? {};
  const isImage = (schema: WalkedSchema) =>
    schema[IMAGE_MARKER] === true || schemas[schema.$ref?.slice(REF_PREFIX.length) ?? '']?.[IMAGE_MARKER] === true;
  const found: string[] = [];
  const walk = (schema: WalkedSchema | undefined, path: string): void => {
    if (!schema) return;
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (property.readOnly === true && isImage(property)) found.push(`${path}.${key}`);
      walk(property, `${path}.${key}`);
    }
    if (schema.items) walk(schema.items, `${path}.*`);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(part, path);
  };
  for (const [name, schema] of Object.entries(schemas)) walk(schema, name);
  return found;
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
