import type { OperationEntry } from './contract-operations.js';

const GROUP_HEADER = `// Derived by scripts/lib/operation-groups.ts from the bundled contract: the rows of operations.gen.ts that carry
// this tag. A module factory loads the groups it calls on its first call (src/modules/), so that an app holds the
// rows, SDK functions and request schemas of the modules it builds, and loads them after its first page.
`;

/**
 * The files of generated/operation-groups/: `<tag>.gen.ts` re-exports the rows of operations.gen.ts of every operation
 * that carries the tag, for every tag of the contract. An operation without a tag fails the generation: no module
 * could reach it.
 */
export function toOperationGroups(operations: readonly OperationEntry[]): Map<string, string> {
  const groups = new Map<string, string[]>();
  for (const { op } of operations) {
    if (!op.tags?.length) throw new Error(`${op.operationId}: no tag, so no module's group holds it`);
    for (const tag of op.tags) groups.set(tag, [...(groups.get(tag) ?? []), op.operationId!]);
  }
  return new Map(
    [...groups].map(([tag, ids]) => [
      `${tag}.gen.ts`,
      `${GROUP_HEADER}export {\n${ids.map((id) => `  ${id},\n`).join('')}} from '../operations.gen.js';\n`,
    ]),
  );
}
