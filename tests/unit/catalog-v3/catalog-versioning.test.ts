import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCatalogVersioning } from '../../../src/catalog-v3/catalog-versioning.js';
import { createProductsV3 } from '../../../src/catalog-v3/products-v3.js';
import { isSiteApplicationError, isSiteCatalogVersionError } from '../../../src/errors/guards.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';

describe('site.catalogVersioning', () => {
  const server = useCatalogServer();

  it('getCatalogVersion is a bare GET answering {catalogVersion}', async () => {
    server.answer(() => ({ catalogVersion: 'V3_CATALOG' }));
    const answer = await createCatalogVersioning(testContext()).getCatalogVersion();
    expect(answer).toEqual({ catalogVersion: 'V3_CATALOG' });
    expect(server.requests.map((request) => [request.method, request.path, request.search])).toEqual([
      ['GET', '/stores/v3/provision/version', ''],
    ]);
  });

  it('a v3 call on a v1 store fails with a catalog-version error that names the site’s catalog', async () => {
    server.answer(() =>
      HttpResponse.json(
        {
          message: 'Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1.',
          details: {
            applicationError: {
              code: 'CATALOG_V1_SITE_CALLING_CATALOG_V3_API',
              description: 'Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1.',
              data: {},
            },
          },
        },
        { status: 428 },
      ),
    );
    const failure = await createProductsV3(testContext())
      .getProduct('P1')
      .catch((error: unknown) => error);
    expect(isSiteCatalogVersionError(failure)).toBe(true);
    expect(isSiteApplicationError(failure)).toBe(true);
    expect(isSiteCatalogVersionError(failure) && [failure.siteCatalog, failure.provisioning, failure.status]).toEqual([
      'V1_CATALOG',
      false,
      428,
    ]);
    expect(failure).toMatchObject({ message: 'Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1.' });
  });
});
