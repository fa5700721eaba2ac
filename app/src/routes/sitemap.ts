import type { LoaderFunctionArgs } from 'react-router';
import { serverConfigContext } from '../lib/server/app-server-config';
import { memberSessionContext } from '../lib/server/member-session';
import { requestStore } from '../lib/server/request-store';
import { sitemapPaths, sitemapXml } from '../lib/seo/sitemap';

/** /sitemap.xml: every visible product and category at its absolute address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const paths = await sitemapPaths(
    await requestStore(context.get(serverConfigContext), context.get(memberSessionContext).client),
  );
  return new Response(sitemapXml(paths.map((path) => new URL(path, request.url).href)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
