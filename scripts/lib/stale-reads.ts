import type { OperationEntry } from './contract-operations.js';

const HEADER = `// Derived by scripts/lib/stale-reads.ts from the contract's \`x-sitekit\` \`shows\` (openapi/README.md): the reads
// that show each kind of data, which a write's \`makesStale\` makes stale (src/react/invalidation.ts).
`;

/**
 * One read that shows a kind of data, narrowed to one item by a path parameter, by the start of a path parameter
 * (`<item id>-…`) or by a key of its answer.
 */
interface ShowingRead {
  id: string;
  path?: string;
  pathPrefix?: string;
  answer?: string;
}

const ANSWER = 'answer.';
const PATH_PREFIX = 'pathPrefix.';

/** The kinds the contract's writes make stale (`makesStale`: a kind, or `{ kind: what names the item }`). */
function staleKinds(operations: readonly OperationEntry[]): Set<string> {
  const kinds = operations.flatMap(({ op }) =>
    (op['x-sitekit']?.makesStale ?? []).map((item) => (typeof item === 'string' ? item : Object.keys(item)[0]!)),
  );
  return new Set(kinds);
}

const isPathParameter = ({ parameters }: OperationEntry, name: string) =>
  parameters.some((parameter) => parameter.in === 'path' && parameter.name === name);

function showingRead(entry: OperationEntry, item: string | Record<string, string>): [string, ShowingRead] {
  const id = entry.op.operationId!;
  if (typeof item === 'string') return [item, { id }];
  const [pair, ...rest] = Object.entries(item);
  if (!pair || rest.length > 0) throw new Error(`${id}: shows ${JSON.stringify(item)} is not { kind: narrowing }`);
  const [kind, narrowing] = pair;
  if (narrowing.startsWith(ANSWER)) return [kind, { id, answer: narrowing.slice(ANSWER.length) }];
  const [parameter, read] = narrowing.startsWith(PATH_PREFIX)
    ? [narrowing.slice(PATH_PREFIX.length), { id, pathPrefix: narrowing.slice(PATH_PREFIX.length) }]
    : [narrowing, { id, path: narrowing }];
  if (!isPathParameter(entry, parameter)) {
    throw new Error(
      `${id}: shows ${kind} by ${narrowing}, which is neither a path parameter nor answer.<key>, nor pathPrefix.<path parameter>`,
    );
  }
  return [kind, read];
}

/** The reads that show each kind, in the contract's order. */
function showingReads(operations: readonly OperationEntry[]): Map<string, ShowingRead[]> {
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
  return byKind;
}

/** A write's kind that no read shows refreshes nothing: a misspelling, unless it is a named entity's `readGroup`. */
function checkEveryKindIsShown(operations: readonly OperationEntry[], byKind: Map<string, ShowingRead[]>): void {
  const groups = new Set(operations.flatMap(({ op }) => op['x-sitekit']?.readGroup ?? []));
  const unshown = [...staleKinds(operations)].filter((kind) => !byKind.has(kind) && !groups.has(kind));
  if (unshown.length > 0) throw new Error(`makesStale names kinds that no read shows: ${unshown.join(', ')}`);
}

const row = ({ id, path, pathPrefix, answer }: ShowingRead) => {
  const narrowing = path
    ? `, path: '${path}'`
    : pathPrefix
      ? `, pathPrefix: '${pathPrefix}'`
      : answer
        ? `, answer: '${answer}'`
        : '';
  return `    { _id: '${id}'${narrowing} },\n`;
};

/**
 * Writes generated/stale-reads.gen.ts: for each kind of data, the reads whose `x-sitekit.shows` names it, in the
 * contract's order. A read says `kind` (it shows every item: a list, a count), `{ kind: <path parameter> }` (the item
 * that parameter names), `{ kind: pathPrefix.<path parameter> }` (the item whose id, then `-`, starts that parameter)
 * or `{ kind: answer.<key> }` (the item its answer holds under that key). A kind that no write's `makesStale` names, a
 * write's kind that no read shows (but a named entity's `readGroup`), or `shows` on a write or on a POST form fails
 * the generation.
 */
export function toStaleReads(operations: readonly OperationEntry[]): string {
  const byKind = showingReads(operations);
  checkEveryKindIsShown(operations, byKind);
  const groups = [...byKind].map(([kind, reads]) => `  ${kind}: [\n${reads.map(row).join('')}  ],\n`).join('');
  return `${HEADER}
/**
 * The reads that show each kind of data, by their operation (the \`_id\` of their keys): \`path\` narrows a read to the
 * item its path parameter names, \`pathPrefix\` to the item whose id, then \`-\`, starts it, \`answer\` to the item its
 * answer holds under that key.
 */
export const readsThatShow = {
${groups}} as const;
`;
}
