/** robots.txt (RFC 9309): every page but the store manager's and the member area's, and where the sitemap is. */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Disallow: /manage', 'Disallow: /account', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
