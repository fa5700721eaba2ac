import type { OperationEntry } from './contract-operations.js';
import { hookName } from './react-hooks.js';

const HEADER = `// Derived by scripts/lib/stale-writes.ts from the contract's \`x-sitekit\` \`makesStale\` (openapi/README.md): what
// each write whose hook src/react/ writes by hand makes stale (src/react/write-stale-data.ts).
`;

/** One item of a write's `makesStale`: a kind, and where its arguments name the items (`id`, `ids`, `entries.productId`). */
interface StaleItem {
  kind: string;
  item?: string;
}

function staleItem(entry: OperationEntry, item: string | Record<string, string>): StaleItem {
  if (typeof item === 'string') return { kind: item };
  const [pair, ...more] = Object.entries(item);
  const argument = pair?.[1].split('.')[0];
  if (pair === undefined || more.length > 0 || !entry.op['x-sitekit']!.arguments?.includes(argument!)) {
    throw new Error(
      `${entry.op.operationId}: makesStale ${JSON.stringify(item)} is not { kind: one of its arguments, or a field of it }`,
    );
  }
  return { kind: pair[0], item: pair[1] };
}

const row = ({ kind, item }: StaleItem) => (item ? `{ kind: '${kind}', item: '${item}' }` : `{ kind: '${kind}' }`);

/**
 * Writes generated/stale-writes.gen.ts: the `makesStale` of each write whose hook `src/react/` writes by hand
 * (`handWrittenHooks`), as data its hook reads; the generated hooks carry their own (scripts/lib/react-hooks.ts).
 */
export function toStaleWrites(operations: readonly OperationEntry[], handWrittenHooks: ReadonlySet<string>): string {
  const rows = operations.flatMap((entry) => {
    const makesStale = entry.op['x-sitekit']?.makesStale;
    const id = entry.op.operationId!;
    if (makesStale === undefined || !handWrittenHooks.has(hookName(id))) return [];
    return [`  ${id}: [${makesStale.map((item) => row(staleItem(entry, item))).join(', ')}],\n`];
  });
  return `${HEADER}
/** What each write makes stale: kinds of stale data, each narrowed to the items at \`item\` in its arguments. */
export const staleAfterWrites = {
${rows.join('')}} as const;
`;
}
