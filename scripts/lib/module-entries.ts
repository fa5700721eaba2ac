import { capitalized, type OperationEntry } from './contract-operations.js';
import { aboutModule } from './entity-modules-v3.js';
import { docLines, fileOf, operationsByModule } from './module-names.js';

const HEADER = `// Derived by scripts/lib/module-entries.ts from the contract's \`x-sitekit\`: the factory entry
// \`sitekit/modules/<module>\` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
`;

/**
 * The files of generated/modules/: `<module>.gen.ts` for every module of the site client that has a public method,
 * exporting the factory `siteModule(create<Module>, () => import(<group>), …)`, one group per tag of the module's
 * operations. scripts/bundle-entries.ts bundles each as `dist/src/modules/<module>.js`.
 */
export function toModuleEntries(operations: readonly OperationEntry[], tagDescriptions: ReadonlyMap<string, string>) {
  return new Map(
    [...operationsByModule(operations)].map(([module, entries]) => {
      const tags = [...new Set(entries.flatMap(({ op }) => op.tags ?? []))];
      const about = aboutModule(entries, tagDescriptions, true);
      const loads = tags.map((tag) => `  () => import('../operation-groups/${tag}.gen.js'),\n`).join('');
      const source = `${HEADER}import { create${capitalized(module)}, siteModule } from '../../src/module-creators.js';

/**
${docLines(`\`site.${module}\` (${about}), for \`createSiteClient({ auth, modules })\`; loads the rows of the contract's ${tags.map((tag) => `\`${tag}\``).join(' and ')} operations on its first call.`)} */
export const ${module} = /* @__PURE__ */ siteModule(
  create${capitalized(module)},
${loads});
`;
      return [`${fileOf(module)}.gen.ts`, source] as const;
    }),
  );
}
