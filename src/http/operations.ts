/**
 * Every operation of the contract, one row per operation, named by its operationId: the rows are
 * generated/operations.gen.ts, written by `npm run generate` (scripts/lib/operation-table.ts) from openapi/. A row is
 * the data `{ send: sdk.name, request: { body, path, query }, read: true, argumentPaths }`, which `checkedOperation`
 * (src/http/operation.ts) turns into what a call needs: the generated SDK function, the request schemas of the parts
 * the operation has (`z<Name>Body`, `z<Name>Path`, `z<Name>Query` from generated/zod-lazy.gen.ts, built on the first call), the argument paths that rename its field violations (a POST
 * form of a GET, `x-post-form-of` in the contract, shares the GET's), and `read` for a POST that changes nothing
 * (`x-safe`), which is retried like a GET; a GET with a POST form also has its `readForm`, and a read that answers a page
 * its `page` (items key and paging kind). Adding an endpoint to the contract adds its row and its name under its module
 * in generated/operation-names.gen.ts; the feature module then calls
 * `callOperation(context, productsV3Operations.getProduct, { path, query, body }, call)` (src/http/call-operation.ts),
 * or `sendRead` (src/query-language/read-request.ts) for a query, search, count or listing. The answer schema needs no row: sitekit/validation finds `z<Name>Response` by name.
 *
 * This module holds only the table's types. `checkedTable` (./whole-table.ts) loads the whole table, checked:
 * `createSiteClient` on its first call, not when sitekit is imported; a module factory of src/modules/ loads its tags'
 * rows (generated/operation-groups/) and checks them as they come. Each row is plain data and every load is a dynamic
 * import, so a bundler keeps only the rows, SDK functions and schemas of the modules an app builds.
 */
import type * as rows from '../../generated/operations.gen.js';
import type { CheckedOperations } from './operation.js';

export type Operations = CheckedOperations<typeof rows>;
export type OperationName = keyof Operations;
