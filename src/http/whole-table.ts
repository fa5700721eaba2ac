import type { OperationSource } from './operation-source.js';
import type { Operations } from './operations.js';

let table: Promise<{ operations: Operations }> | undefined;

/**
 * Every row, with the SDK, zod and the request schemas, loaded on the first call: importing sitekit loads none of
 * them. In a bundle without code splitting this names the whole table. A module of its own, so that sitekit/light's
 * `createSiteClient` and the module factories do not reach the dynamic import: a bundler would otherwise keep every
 * row for it.
 */
export const wholeTable: OperationSource = async (name) =>
  (await (table ??= import('./operations.js'))).operations[name];
