import type { LoaderFunctionArgs } from 'react-router';
import { robotsTxt } from '../lib/seo/robots';

/** /robots.txt, pointing at the sitemap on the same origin. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL('/sitemap.xml', request.url).href), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
