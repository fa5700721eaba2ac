import type { QueryClient } from '@tanstack/react-query';
import { createSiteQueryClient } from 'sitekit/react';

/** How long the server's answers count as fresh in the browser: the page shows them without asking again. */
const FRESH_MS = 30_000;

/** The shop's query cache: sitekit's, with answers kept fresh for a while so a server-rendered page is not re-read. */
export function shopQueryClient(): QueryClient {
  const client = createSiteQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: FRESH_MS } });
  return client;
}
