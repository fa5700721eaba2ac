import { fileOf } from './module-names.js';

/**
 * Writes generated/sandbox-routes.gen.ts: the sandbox's route file of each `x-sitekit` module of the contract,
 * `sandbox/routes/<module file>.ts` (`brandsV3` → `brands-v3.ts`), by module. The sandbox serves every module's
 * `routes` (sandbox/routes/support/module-routes.ts), whose type asks for a route for each of the module's
 * operations: a new module's route file is found by its name, and one that is missing or leaves out an operation
 * fails to compile (docs/decisions.md#36).
 */
export function toSandboxRoutes(modules: readonly string[]): string {
  const sorted = [...new Set(modules)].sort();
  const imports = sorted.map(
    (module) => `import { routes as ${module} } from '../sandbox/routes/${fileOf(module)}.js';`,
  );
  return `// Derived by scripts/lib/sandbox-routes.ts from the contract's \`x-sitekit\` modules: the route file of each.
${imports.join('\n')}

export const sandboxRoutes = {
${sorted.map((module) => `  ${module},`).join('\n')}
};
`;
}
