import type { OperationEntry } from './contract-operations.js';
import { aboutModule } from './entity-modules-v3.js';
import { docLines, fileOf, operationsByModule } from './module-names.js';

const HEADER = `// Derived by scripts/lib/module-entries.ts from the contract's \`x-sitekit\`: the row loaders of a module, one per tag
// its operations carry, which its factory entry \`sitekit/modules/<module>\` (src/modules/) loads on its first call
// (docs/decisions.md#31).
`;

/**
 * The files of generated/modules/: `<module>.gen.ts` for every module of the site client that has a public method,
 * exporting `<module>Rows`, `() => import(<group>)` for each tag of the module's operations. The factory entry
 * src/modules/<module>.ts builds the module's factory from them (`siteModule(create<Module>, ...<module>Rows)`).
 */
export function toModuleEntries(operations: readonly OperationEntry[], tagDescriptions: ReadonlyMap<string, string>) {
  return new Map(
    [...operationsByModule(operations)].map(([module, entries]) => {
      const tags = [...new Set(entries.flatMap(({ op }) => op.tags ?? []))];
      const about = aboutModule(entries, tagDescriptions, true);
      const loads = tags.map((tag) => `() => import('../operation-groups/${tag}.gen.js')`).join(', ');
      const source = `${HEADER}
/**
${docLines(`The rows of the contract's ${tags.map((tag) => `\`${tag}\``).join(' and ')} operations, which \`site.${module}\` (${about}) calls.`)} */
export const ${module}Rows = [${loads}] as const;
`;
      return [`${fileOf(module)}.gen.ts`, source] as const;
    }),
  );
}
