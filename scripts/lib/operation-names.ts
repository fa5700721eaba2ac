import type { OperationEntry } from './contract-operations.js';

const HEADER = `// Derived by scripts/lib/operation-names.ts from the contract's x-sitekit: the operations of each module of the
// site client, by the method that sends them (an operation without a method, by its operationId). Modules, hooks and
// query keys name operations through these, so that a name comes from the contract and never from a string of their own.
`;

/**
 * Writes generated/operation-names.gen.ts: `export const <module>Operations = { <method>: '<operationId>', … } as
 * const` for every module of `x-sitekit`. A method with a GET and its POST form (`x-post-form-of`) names the GET, whose
 * row leads to the POST; two other operations under one method fail the generation.
 */
export function toOperationNames(operations: readonly OperationEntry[]): string {
  const modules = new Map<string, Map<string, string>>();
  for (const { op } of operations) {
    if (op['x-post-form-of'] !== undefined) continue;
    const { module, method } = op['x-sitekit']!;
    const names = modules.get(module) ?? new Map<string, string>();
    const key = method ?? op.operationId!;
    const taken = names.get(key);
    if (taken) throw new Error(`${op.operationId}: ${module}.${key} already sends ${taken}`);
    names.set(key, op.operationId!);
    modules.set(module, names);
  }
  const blocks = [...modules].map(
    ([module, names]) =>
      `export const ${module}Operations = {\n${[...names].map(([key, id]) => `  ${key}: '${id}',\n`).join('')}} as const;\n`,
  );
  return `${HEADER}\n${blocks.join('\n')}`;
}
