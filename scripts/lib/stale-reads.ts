import type { OperationEntry } from './contract-operations.js';

const HEADER = `// Derived by scripts/lib/stale-reads.ts from the contract's \`x-sitekit\` \`shows\` (openapi/README.md): the reads
// that show each kind of data, which a write's \`makesStale\` makes stale (src/react/invalidation.ts).
`;

/** One read that shows a kind of data, narrowed to one item by a path parameter or by a key of its answer. */
interface ShowingRead {
  id: string;
  path?: string;
  answer?: string;
}

const ANSWER_PREFIX = 'answer.';

/** The kinds of data the contract's writes make stale (`makesStale`: a kind, or `{ kind: argument }`). */
function staleKinds(operations: readonly OperationEntry[]): Set<string> {
  const kinds = operations.flatMap(({ op }) =>
    (op['x-sitekit']?.makesStale ?? []).map((item) => (typeof item === 'string' ? item : Object.keys(item)[0]!)),
  );
  return new Set(kinds);
}

function showingRead({ op, parameters }: OperationEntry, item: string | Record<string, string>): [string, ShowingRead] {
  const id = op.operationId!;
  if (typeof item === 'string') return [item, { id }];
  const [pair, ...rest] = Object.entries(item);
  if (!pair || rest.length > 0) throw new Error(`${id}: shows ${JSON.stringify(item)} is not { kind: narrowing }`);
  const [kind, narrowing] = pair;
  if (narrowing.startsWith(ANSWER_PREFIX)) return [kind, { id, answer: narrowing.slice(ANSWER_PREFIX.length) }];
  if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === narrowing)) {
    throw new Error(`${id}: shows ${kind} by ${narrowing}, which is neither a path parameter nor answer.<key>`);
  }
  return [kind, { id, path: narrowing }];
}

/**
 * Writes generated/react-v3-stale-reads.gen.ts: for each kind of data, the reads whose `x-sitekit.shows` names it, in
 * the contract's order. A read says `kind` (it shows every item: a list, a count), `{ kind: <path parameter> }` (the
 * item that parameter names) or `{ kind: answer.<key> }` (the item its answer holds under that key). A kind that no
 * write's `makesStale` names, or `shows` on a write or on a POST form, fails the generation.
 */
export function toStaleReads(operations: readonly OperationEntry[]): string {
  const kinds = staleKinds(operations);
  const byKind = new Map<string, ShowingRead[]>();
  for (const entry of operations) {
    const shows = entry.op['x-sitekit']?.shows;
    if (shows === undefined) continue;
    const id = entry.op.operationId!;
    if (entry.op['x-post-form-of'] !== undefined) throw new Error(`${id}: a POST form shows what its GET shows`);
    if (entry.method !== 'get' && entry.op['x-safe'] !== true)
      throw new Error(`${id}: shows is a read's, and this one writes`);
    for (const item of shows) {
      const [kind, read] = showingRead(entry, item);
      if (!kinds.has(kind)) throw new Error(`${id}: shows ${kind}, which no write's makesStale names`);
      byKind.set(kind, [...(byKind.get(kind) ?? []), read]);
    }
  }
  const rows = (reads: ShowingRead[]) =>
    reads
      .map(({ id, path, answer }) => {
        const narrowing = path ? `, path: '${path}'` : answer ? `, answer: '${answer}'` : '';
        return `    { _id: '${id}'${narrowing} },\n`;
      })
      .join('');
  const groups = [...byKind].map(([kind, reads]) => `  ${kind}: [\n${rows(reads)}  ],\n`).join('');
  return `${HEADER}
/**
 * The reads that show each kind of data, by their operation (the \`_id\` of their keys): \`path\` narrows a read to the
 * item its path parameter names, \`answer\` to the item its answer holds under that key.
 */
export const readsThatShow = {
${groups}} as const;
`;
}
