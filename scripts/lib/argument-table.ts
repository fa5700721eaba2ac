import type { OperationEntry, SitekitExtension } from './contract-operations.js';

const HEADER = `// Derived by scripts/lib/argument-table.ts from the contract's \`x-sitekit\` (openapi/README.md): how each call's
// wire request maps back to its arguments, keyed by operationId (docs/decisions.md#11).
import type { ArgumentPaths } from '../src/catalog/argument-names.js';
`;

/**
 * Writes generated/catalog-arguments.gen.ts: `CATALOG_ARGUMENTS`, the `[wire path, argument path]` pairs of every
 * operation whose `x-sitekit` names its arguments: `arguments` keep their wire names, `options` become
 * `options.<key>`, and `renames` map any other wire path onto an argument. An operation without them sends its
 * arguments under their own names, or shares the entry of the GET it is the POST form of.
 */
export function toArgumentTable(operations: readonly OperationEntry[]): string {
  const rows = operations.flatMap(({ op }) => {
    const id = op.operationId!;
    const pairs = argumentPaths(op['x-sitekit']);
    if (pairs.length === 0) return [];
    if (op['x-post-form-of'] !== undefined) throw new Error(`${id}: a POST form takes the arguments of its GET`);
    return [`  ${id}: ${argumentPathsSource(op['x-sitekit'])},`];
  });
  return `${HEADER}\nexport const CATALOG_ARGUMENTS = {\n${rows.join('\n')}\n} satisfies Record<string, ArgumentPaths>;\n`;
}

/** The pairs of an operation's `x-sitekit`, as TypeScript source (`[['id', 'id'], …]`), or none. */
export function argumentPathsSource(extension: SitekitExtension | undefined): string | undefined {
  const pairs = argumentPaths(extension);
  return pairs.length > 0 ? `[${pairs.map(([wire, argument]) => `['${wire}', '${argument}']`).join(', ')}]` : undefined;
}

function argumentPaths(extension: SitekitExtension | undefined): Array<readonly [string, string]> {
  return [
    ...(extension?.arguments ?? []).map((name) => [name, name] as const),
    ...(extension?.options ?? []).map((key) => [key, `options.${key}`] as const),
    ...Object.entries(extension?.renames ?? {}),
  ];
}
