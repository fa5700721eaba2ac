/** Finds `piece` in `text` at or after `from`; answers its index, or -1 when it does not occur. */
export type PieceSearch = (text: string, piece: string, from: number) => number;

const indexOf: PieceSearch = (text, piece, from) => text.indexOf(piece, from);

/**
 * Whether `path` matches `pattern`, where `*` stands for any run of characters. The literal pieces between the
 * stars are found left to right, each search starting where the previous piece ended; leftmost placement is always
 * safe for star-only globs, so nothing is retried and the work grows with the lengths, not exponentially as a
 * backtracking regular expression can. `search` is the piece search (tests count its calls).
 */
export function globMatches(pattern: string, path: string, search: PieceSearch = indexOf): boolean {
  const pieces = pattern.split('*');
  if (pieces.length === 1) return pattern === path;
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (path.length < first.length + last.length || !path.startsWith(first) || !path.endsWith(last)) return false;
  let position = first.length;
  const end = path.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = search(path, piece, position);
    if (found < 0 || found + piece.length > end) return false;
    position = found + piece.length;
  }
  return true;
}
