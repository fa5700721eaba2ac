import { capitalized } from './contract-operations.js';

/**
 * Writes generated/response-schemas.gen.ts: `{ getProduct: s.zGetProductResponse, … }`, the response schema of each
 * operation that has one in zod-lazy.gen.ts, by operationId. sitekit/validation looks schemas up by name through this
 * table; a lookup on the module's namespace instead would make a bundler keep every schema in every app that loads the
 * schemas module at all.
 */
export function toResponseSchemaTable(operationIds: readonly string[], lazySchemaNames: ReadonlySet<string>): string {
  const rows = operationIds.flatMap((id) => {
    const schema = `z${capitalized(id)}Response`;
    return lazySchemaNames.has(schema) ? [`  ${id}: s.${schema},`] : [];
  });
  return `// Derived by scripts/lib/response-schemas.ts: each operation's response schema, by operationId.
import type { ZodMiniType } from 'zod/mini';
import * as s from './zod-lazy.gen.js';

export const responseSchemas: Readonly<Record<string, () => ZodMiniType>> = {
${rows.join('\n')}
};
`;
}
