import type { OperationEntry } from './contract-operations.js';

/** `brandsV3` → `brands-v3`, `abandonedCarts` → `abandoned-carts`: the file of a module and of its package entry. */
export const fileOf = (module: string) => module.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The operations of each module of the site client, by `x-sitekit.module`, in the contract's order. A module that has no
 * public method (`auth`, the token grant, which the site's token state sends) is left out.
 */
export function operationsByModule(operations: readonly OperationEntry[]): Map<string, OperationEntry[]> {
  const modules = new Map<string, OperationEntry[]>();
  for (const entry of operations) {
    const module = entry.op['x-sitekit']!.module;
    modules.set(module, [...(modules.get(module) ?? []), entry]);
  }
  return new Map([...modules].filter(([, entries]) => entries.some(({ op }) => op['x-sitekit']?.method)));
}

/** `text` as the lines of a doc comment (` * …`), wrapped before 120 columns. */
export function docLines(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 4 > 120) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].map((text) => ` * ${text}\n`).join('');
}
