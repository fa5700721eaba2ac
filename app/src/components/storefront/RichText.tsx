import { sanitizedRichText } from '../../lib/html-text';

/** A product's rich text (paragraphs, bold, lists), sanitised; nothing when it is empty. */
export function RichText({ html, className }: { html: string | undefined; className?: string }) {
  const safe = sanitizedRichText(html);
  if (!safe) return null;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
