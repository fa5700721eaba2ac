import DOMPurify from 'isomorphic-dompurify';

/** What a product's rich text may keep: paragraphs, emphasis, lists and headings; no attribute, link or script. */
const RICH_TEXT = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'],
  ALLOWED_ATTR: [],
};

/**
 * A product's rich-text field (description, info section) as HTML that is safe to put in the shopper's page:
 * DOMPurify (on a DOM of its own on the server) keeps the formatting above and drops everything else, so markup in catalog data can never run.
 */
export function sanitizedRichText(html: string | undefined): string {
  return html ? DOMPurify.sanitize(html, RICH_TEXT) : '';
}
