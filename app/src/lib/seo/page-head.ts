import type { MetaDescriptor } from 'react-router';

export const STORE_NAME = 'Sitekit Store';

/** What a page says about itself to search engines and link previews, its addresses absolute. */
export interface PageHead {
  /** The page's own title, without the store's name. */
  title: string;
  description: string;
  /** The page's one address (its slug's), where search engines send readers. */
  canonicalUrl?: string;
  /** Open Graph's kind of page: a product page is `product`. */
  type?: 'website' | 'product';
  image?: string;
  /** schema.org objects, each rendered as its own JSON-LD script. */
  structuredData?: object[];
  /** Pages of the member area and the manager: not for search results. */
  private?: boolean;
}

export const fullTitle = (title: string) => `${title} · ${STORE_NAME}`;

/**
 * The head of a page as React Router meta descriptors: title, description, canonical link, Open Graph tags and
 * JSON-LD. React Router writes `script:ld+json` with `<` escaped, so no text in the data can close the script.
 */
export function pageMeta(head: PageHead): MetaDescriptor[] {
  const title = fullTitle(head.title);
  const url = head.canonicalUrl;
  return [
    { title },
    { name: 'description', content: head.description },
    ...(head.private ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:type', content: head.type ?? 'website' },
    ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
    ...(head.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}
