import { describe, expect, it } from 'vitest';
import { servedPaths } from '../../../sandbox/served-paths.js';

describe('servedPaths', () => {
  const paths = servedPaths();

  it('lists an operation at its own path and at each of its x-bindings', () => {
    expect(paths).toContain('POST /oauth2/token  token');
    expect(paths).toContain('POST /oauth2-ng/v1/oauth/token  token');
    expect(paths).toContain('GET /stores/api/v1/products/:id  getProduct');
  });

  it('lists the POST form of a .r read under the read', () => {
    expect(paths).toContain('GET /stores/v3/products/search  searchProductsV3');
    expect(paths).toContain('POST /stores/v3/products/search  searchProductsV3');
  });

  it('names no path twice for one method', () => {
    const routes = paths.map((line) => line.split('  ')[0]);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
