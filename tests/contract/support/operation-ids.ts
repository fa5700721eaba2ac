import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { BUNDLE_NAME, projectRoot } from '../../../scripts/lib/generate-client.js';

interface Operation {
  operationId?: string;
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
}
interface PathItem {
  [method: string]: Operation | undefined;
}
interface Schema {
  $ref?: string;
  required?: string[];
  oneOf?: Schema[];
  example?: unknown;
}
interface Bundle {
  paths: Record<string, PathItem>;
  webhooks: Record<string, unknown>;
  components: { schemas: Record<string, Schema> };
}

/** The committed bundle of the contract. */
export const readBundle = (): Bundle =>
  parse(readFileSync(join(projectRoot, 'generated', BUNDLE_NAME), 'utf8')) as Bundle;

/** Every operationId of the contract's paths (not its webhooks), read from the committed bundle. */
export function contractOperationIds(): string[] {
  return Object.values(readBundle().paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => (operation?.operationId ? [operation.operationId] : [])),
  );
}

/** Every webhook name of the contract. */
export function contractWebhookNames(): string[] {
  return Object.keys(readBundle().webhooks);
}

export interface BodyOperation {
  operationId: string;
  method: string;
  path: string;
}

/** Operations whose JSON request body has required fields, so an empty body must be rejected. */
export function operationsWithRequiredBodyFields(): BodyOperation[] {
  const bundle = readBundle();
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? bundle.components.schemas[schema.$ref.split('/').pop()!] : schema;
  return Object.entries(bundle.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const schema = resolve(operation?.requestBody?.content?.['application/json']?.schema);
      const required = (schema?.required?.length ?? 0) > 0 || (schema?.oneOf?.length ?? 0) > 0;
      return operation?.operationId && required ? [{ operationId: operation.operationId, method, path }] : [];
    }),
  );
}
