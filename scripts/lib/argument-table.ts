import type { SitekitExtension } from './contract-operations.js';

/**
 * The `[wire path, argument path]` pairs of an operation's `x-sitekit`, as TypeScript source (`[['id', 'id'], …]`),
 * or none: `arguments` keep their wire names, `options` become `options.<key>`, and `renames` map any other wire path
 * onto an argument. An operation without them sends its arguments under their own names.
 */
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
