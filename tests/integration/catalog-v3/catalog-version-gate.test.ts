import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteCatalogVersionError, type OAuthAuth } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { oauthClient, type LoggedClient } from '../support/site-clients.js';

const sandbox = useSandboxUnderTest('none');
let visitor: LoggedClient<OAuthAuth>;
beforeAll(async () => {
  visitor = oauthClient(sandbox);
});

describe('catalog v3 calls on a v1 store', () => {
  it('getCatalogVersion answers V1_CATALOG and every v3 module fails with a catalog-version error', async () => {
    expect(await visitor.site.catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V1_CATALOG' });
    const calls = [
      () => visitor.site.productsV3.queryProducts().find(),
      () => visitor.site.inventoryItemsV3.countInventoryItems(),
      () => visitor.site.readOnlyVariantsV3.queryVariants().find(),
    ];
    for (const call of calls) {
      const failure = await siteErrorOf(call());
      expect(isSiteCatalogVersionError(failure) && [failure.status, failure.siteCatalog]).toEqual([428, 'V1_CATALOG']);
    }
  });
});
