import type { SiteContext } from '../core/site-context.js';
import { getSiteContext, type SiteClient } from '../site-client.js';

/** A site client made by `createSiteClient`, with either strategy. */
export type ReactSiteClient = SiteClient;

/** A site client with the context its modules share (its generated client, for the generated query keys). */
export interface SiteBinding {
  readonly site: ReactSiteClient;
  readonly context: SiteContext;
}

export function bindSite(site: ReactSiteClient): SiteBinding {
  return { site, context: getSiteContext(site) };
}
