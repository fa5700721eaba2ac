import { afterEach, beforeAll } from 'vitest';
import type { ApiKeyAuth, Product } from '../../../src/index.js';
import type { SandboxUnderTest } from './sandbox-under-test.js';
import { apiKeyClient, type LoggedClient } from './site-clients.js';

/** The product a fault suite aims its faults at, and the API-key client that created it. */
export interface FaultTarget {
  admin: LoggedClient<ApiKeyAuth>;
  product: Product;
  /** The product's read path, where the faults go. */
  path: string;
}

/**
 * Creates the product `name` before the file's tests and clears the sandbox's faults after each test. The fields are
 * set once the file's `beforeAll` has run, so read them inside hooks and tests.
 */
export function useFaultTarget(sandbox: SandboxUnderTest, name: string): FaultTarget {
  const target = {} as FaultTarget;
  beforeAll(async () => {
    target.admin = apiKeyClient(sandbox);
    target.product = (await target.admin.site.products.createProduct({ name, priceData: { price: 10 } })).product!;
    target.path = `/stores-reader/v1/products/${target.product.id}`;
  });
  afterEach(() => sandbox.clearFaults());
  return target;
}
