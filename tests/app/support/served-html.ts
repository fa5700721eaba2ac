import { Window } from 'happy-dom';

/** A page as the app server answers it to a reader without JavaScript: the status, the redirect and the HTML. */
export interface ServedPage {
  status: number;
  /** Where a redirect points, absolute. */
  location: string | null;
  contentType: string | null;
  text: string;
  document: Document;
}

/** Fetches a page of the app with plain `fetch` (no script runs, no redirect is followed) and parses its HTML. */
export async function servedPage(appUrl: string, path: string): Promise<ServedPage> {
  const response = await fetch(new URL(path, appUrl), { redirect: 'manual' });
  const text = await response.text();
  const window = new Window({ url: appUrl });
  const document = new window.DOMParser().parseFromString(text, 'text/html') as unknown as Document;
  return {
    status: response.status,
    location: response.headers.get('location'),
    contentType: response.headers.get('content-type'),
    text,
    document,
  };
}

/** What a page's head says about it. */
export function headOf(document: Document) {
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? undefined;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    og: Object.fromEntries(
      [...document.querySelectorAll('meta[property^="og:"]')].map((tag) => [
        tag.getAttribute('property'),
        tag.getAttribute('content'),
      ]),
    ) as Record<string, string>,
  };
}

/** The page's JSON-LD objects, parsed. */
export const structuredDataOf = (document: Document): Array<Record<string, unknown>> =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

const amountOf = (element: Element | null) => Number((element?.textContent ?? '').replace(/[^0-9.]/g, ''));

/** The product cards of a shop page's HTML: each one's name, what the buyer pays and the price before a discount. */
export const listedCards = (document: Document) =>
  [...document.querySelectorAll('ul[aria-label="Products"] li')].map((card) => {
    const paid = amountOf(card.querySelector('.price strong'));
    const before = card.querySelector('.price del');
    return { name: card.querySelector('h3')?.textContent ?? '', paid, full: before ? amountOf(before) : paid };
  });

/** Rich text as the words a reader sees: tags dropped, spaces collapsed. */
export function wordsOf(html: string | undefined): string {
  const window = new Window();
  const element = window.document.createElement('div');
  element.innerHTML = html ?? '';
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}
