import { type BundledComponents, imageSchemaNames, readOnlyImageFields } from './image-paths.js';

/**
 * Writes generated/image-schemas.gen.ts: `ContractImage`, the union of the contract's image objects (schemas marked
 * `x-image`), which src/images/image-input.ts lets requests give as image strings. Fails when no schema is marked, or
 * when an image field is read-only (the request types would leave it out).
 */
export function toImageSchemas(document: BundledComponents, typeNames: ReadonlySet<string>): string {
  const names = imageSchemaNames(document).sort();
  if (names.length === 0) throw new Error('no schema of the contract is marked x-image');
  for (const name of names) if (!typeNames.has(name)) throw new Error(`types.gen.ts has no ${name}`);
  const readOnly = readOnlyImageFields(document);
  if (readOnly.length > 0) throw new Error(`image fields must not be readOnly: ${readOnly.join(', ')}`);
  return `// Derived by scripts/lib/image-schemas.ts from the bundled contract: its image objects (schemas marked x-image).
import type { ${names.join(', ')} } from './types.gen.js';

export type ContractImage = ${names.join(' | ')};
`;
}
