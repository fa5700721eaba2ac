/**
 * The generated TanStack Query options (`getProductOptions`, `queryProductsOptions`, …), query keys and
 * mutations (`updateProductMutation`, …) for every operation of the contract. Pass `client: sdkClient(site)` so that
 * they run through the site client. `sitekit/react`'s hooks remain the recommended path (docs/decisions.md#17).
 */
export * from '../../generated/@tanstack/react-query.gen.js';
export { sdkClient } from './sdk-client.js';
