import type { OperationEntry } from './contract-operations.js';
import { urlsOf } from './sandbox-operations.js';

const HEADER = `// Derived by scripts/lib/contract-addresses.ts from the bundled contract: every operation's method and the paths
// it is bound to (its path, then its \`x-bindings\`), path parameters as \`:name\`, which URLPattern reads. sitekit/server
// passes on a browser's call only when it is one of these (src/server/contract-addresses.ts).
`;

/** `contract-addresses.gen.ts`: one `[method, ...paths]` row per operation, in the contract's order. */
export function toContractAddresses(operations: readonly OperationEntry[]): string {
  const rows = operations.map((entry) => `  ${JSON.stringify([entry.method.toUpperCase(), ...urlsOf(entry)])},\n`);
  return `${HEADER}
export const contractAddresses: ReadonlyArray<readonly [method: string, ...paths: string[]]> = [
${rows.join('')}];
`;
}
