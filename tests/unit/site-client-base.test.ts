import { describe, expect, it } from 'vitest';
import {
  addSiteModules,
  ApiKeyStrategy,
  createCatalog,
  createCatalogV3,
  createCategories,
  STORES_CATEGORY_TREE,
  getSiteContext,
} from '../../src/index.js';
import { createSiteClientBase } from '../../src/site-client-base.js';
import { API, useCatalogServer } from './catalog/support/catalog-server.js';

const adminBase = () => createSiteClientBase({ auth: ApiKeyStrategy({ apiKey: 'key', siteId: 'site' }), baseURL: API });

describe('createSiteClientBase', () => {
  const server = useCatalogServer();

  it('has sign-in, redirects and the catalog version, and no catalog module', () => {
    expect(Object.keys(adminBase()).sort()).toEqual(
      ['auth', 'authentication', 'catalogVersioning', 'checkout', 'recovery', 'redirects', 'verification'].sort(),
    );
  });

  it('asks which catalog the site runs with its own credentials', async () => {
    server.answer(() => ({ catalogVersion: 'V1_CATALOG' }));
    expect(await adminBase().catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V1_CATALOG' });
    expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/stores/v3/provision/version', 'key'],
    ]);
  });
});

describe('addSiteModules', () => {
  const server = useCatalogServer();

  it('adds one catalog’s modules to the same client, on its context and credentials', async () => {
    const base = adminBase();
    const context = getSiteContext(base);
    const site = addSiteModules(base, createCatalogV3);
    expect(site).toBe(base);
    expect(getSiteContext(site)).toBe(context);
    expect(site).toHaveProperty('productsV3');
    expect(site).not.toHaveProperty('products');

    server.answer(() => ({ product: { id: 'p1', name: 'Mug' } }));
    await site.productsV3.getProduct('p1');
    expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/stores/v3/products/p1', 'key'],
    ]);
  });

  it('gives a v1 store the v1 modules only', () => {
    const site = addSiteModules(adminBase(), createCatalog);
    expect(Object.keys(site)).toEqual(
      expect.arrayContaining(['products', 'collections', 'inventory', 'abandonedCarts']),
    );
    expect(site).not.toHaveProperty('productsV3');
  });

  it('adds the categories module alone, as a shop adds it on its first category page', async () => {
    const site = addSiteModules(adminBase(), (context) => ({ categories: createCategories(context) }));
    expect(site).not.toHaveProperty('productsV3');
    server.answer(() => ({ category: { id: 'c1', name: 'Linen' } }));
    expect(await site.categories.getCategory('c1', STORES_CATEGORY_TREE)).toEqual({ id: 'c1', name: 'Linen' });
    expect(server.requests.map((request) => request.path)).toEqual(['/categories/v1/categories/c1']);
  });
});
