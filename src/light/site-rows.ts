import type { SiteContext } from '../core/site-context.js';
import { getSiteContext, type SiteHandle } from '../core/site-setup.js';
import { rowsSource, type OperationRows } from '../http/operation-source.js';

/** The site's context, finding the given rows first: a light function names the rows it calls, and only those. */
export function contextWithRows(site: SiteHandle, rows: OperationRows): SiteContext {
  const context = getSiteContext(site);
  return { ...context, operations: rowsSource(rows, context.operations) };
}
