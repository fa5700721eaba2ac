/**
 * The text of a product's rich-text field. The store's HTML is shown as plain text rather than injected, so markup
 * in catalogue data can never run in the shopper's page.
 */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  return document.body.textContent?.trim() ?? '';
}
