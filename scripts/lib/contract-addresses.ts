import type { OperationEntry } from './contract-operations.js';
import { urlsOf } from './sandbox-operations.js';

const HEADER = `// Derived by scripts/lib/contract-addresses.ts from the bundled contract: every operation's method and the paths
// it is bound to (its path, then its \`x-bindings\`), path parameters as \`:name\` segments. sitekit/server
// passes on a browser's call only when it is one of these (src/server/contract-addresses.ts).
`;

/** A path whose parameter shares its segment (`/items/:id.json`), which the segment-wise check would not match. */
const PARAMETER_INSIDE_SEGMENT = /[^/]:|:[^/]*[^\w/]/;

/**
 * `contract-addresses.gen.ts`: one `[method, ...paths]` row per operation, in the contract's order. Fails on a path
 * parameter that is not a whole segment.
 */
export function toContractAddresses(operations: readonly OperationEntry[]): string {
  const rows = operations.map((entry) => {
    const paths = urlsOf(entry);
    const mixed = paths.find((path) => PARAMETER_INSIDE_SEGMENT.test(path));
    if (mixed) throw new Error(`${entry.op.operationId}: ${mixed} has a path parameter inside a segment`);
    return `  ${JSON.stringify([entry.method.toUpperCase(), ...paths])},\n`;
  });
  return `${HEADER}
export const contractAddresses: ReadonlyArray<readonly [method: string, ...paths: string[]]> = [
${rows.join('')}];
`;
}
