import DOMPurify from 'isomorphic-dompurify';

/** Where rich text breaks a line: a block's end or a line break. */
const BREAKS = /<\/(?:p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi;

/** A rich-text field as plain words: tags dropped, entities decoded, blocks separated by a space. */
export function plainText(html: string | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html.replace(BREAKS, '$& '), { ALLOWED_TAGS: [], RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** Text cut at a word to the length of a search result's description, with an ellipsis when cut. */
export function summary(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
