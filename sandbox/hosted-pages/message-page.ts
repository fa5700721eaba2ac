import { page } from './html.js';
import { escapeHtml } from '../kernel/escape-html.js';

export interface MessageLink {
  href: string;
  label: string;
}

/** A plain hosted page: a heading, a sentence and optional links onwards. */
export function messagePage(title: string, text: string, links: MessageLink[] = [], extra = ''): string {
  const buttons = links
    .map((link) => `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join(' ');
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}${buttons}`);
}
