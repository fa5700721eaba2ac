import { describe, expect, it } from 'vitest';
import { isSiteCatalogVersionError, isSiteRevisionConflictError } from '../../../src/errors/guards.js';
import { mapFailedResponse } from '../../../src/errors/map-response-error.js';

const failed = (status: number, code: string) =>
  mapFailedResponse({
    status,
    statusText: '',
    requestId: 'r1',
    body: { message: 'refused', details: { applicationError: { code, description: 'refused', data: {} } } },
  });

describe('catalog-version answers', () => {
  it.each([
    ['CATALOG_V3_CALLING_CATALOG_V1_API', 'V3_CATALOG', false],
    ['CATALOG_V1_SITE_CALLING_CATALOG_V3_API', 'V1_CATALOG', false],
    ['CATALOG_V3_SITE_PROVISIONING', undefined, true],
  ])('428 %s is a SiteCatalogVersionError', (code, siteCatalog, provisioning) => {
    const error = failed(428, code);
    expect(isSiteCatalogVersionError(error) && [error.name, error.siteCatalog, error.provisioning]).toEqual([
      'SiteCatalogVersionError',
      siteCatalog,
      provisioning,
    ]);
  });

  it('other application errors stay plain, whatever the status', () => {
    expect(isSiteCatalogVersionError(failed(428, 'INSUFFICIENT_INVENTORY'))).toBe(false);
    expect(isSiteCatalogVersionError(failed(400, 'CATALOG_V3_CALLING_CATALOG_V1_API'))).toBe(false);
  });

  it('a REVISION_MISMATCH answer alone is not a conflict error: the call names the entity', () => {
    expect(isSiteRevisionConflictError(failed(409, 'REVISION_MISMATCH'))).toBe(false);
  });
});
