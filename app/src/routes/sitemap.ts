import type { LoaderFunctionArgs } from 'react-router';
import { serverConfigContext } from '../lib/server/app-server-config';
import { memberSessionContext } from '../lib/server/member-session';
import { requestStore } from '../lib/server/request-store';
import { sitemapEntries, sitemapXml } from '../lib/seo/sitemap';

/** /sitemap.xml: every visible product and category at its absolute address, with its last change. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const entries = await sitemapEntries(
    await requestStore(context.get(serverConfigContext), context.get(memberSessionContext).client),
  );
  const urls = entries.map(({ path, lastModified }) => ({ url: new URL(path, request.url).href, lastModified }));
  return new Response(sitemapXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
