import { capitalized, type OperationEntry } from './contract-operations.js';
import { fileOf } from './module-names.js';

/*
 * The named v3 entities (brands, ribbons, info sections, customizations): the modules whose reads have a `readGroup`
 * (docs/decisions.md#33, #37), each one's name in addresses and file names, and its name as a title. The store
 * manager has a page for each, and finds its descriptor by that name.
 */

const HEADER = `// Derived by scripts/lib/named-entities-v3.ts from the contract's \`x-sitekit\`: the modules whose reads have a
// \`readGroup\`, each one's name in addresses and file names, and as a title (docs/decisions.md#37).
`;

/** `infoSectionsV3` → `info-sections`: a named entity's module is its plural name, and ends in `V3`. */
function slugOf(module: string): string {
  if (!module.endsWith('V3')) throw new Error(`module ${module} has a readGroup and does not end in V3`);
  return fileOf(module.slice(0, -'V3'.length));
}

/** The generated file `named-entities-v3.gen.ts`: one entity per module, in the contract's order. */
export function toNamedEntitiesV3(operations: readonly OperationEntry[]): string {
  const modules = new Set(
    operations.flatMap(({ op }) => (op['x-sitekit']?.readGroup === undefined ? [] : [op['x-sitekit'].module])),
  );
  const rows = [...modules].map(slugOf).map((slug) => {
    const title = capitalized(slug.replaceAll('-', ' '));
    return `  { slug: '${slug}', title: '${title}' },\n`;
  });
  return `${HEADER}
/** The named v3 entities: \`slug\` names the store manager's page (\`/manage/info-sections\`) and its descriptor. */
export const namedEntitiesV3 = [\n${rows.join('')}] as const;
`;
}
