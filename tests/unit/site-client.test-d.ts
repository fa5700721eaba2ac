import { describe, expectTypeOf, it } from 'vitest';
import type { ApiKeyAuth } from '../../src/auth/strategies/api-key-strategy.js';
import type { OAuthAuth } from '../../src/auth/strategies/oauth-auth.js';
import {
  ApiKeyStrategy,
  createProducts,
  createSiteClient,
  OAuthStrategy,
  type ApiKeyStrategyDescriptor,
  type AuthFor,
  type OAuthStrategyDescriptor,
  type ProductsModule,
} from '../../src/index.js';

describe('AuthFor<S>', () => {
  it('gives the OAuth methods for an OAuth strategy and the header helpers for an API key', () => {
    expectTypeOf<AuthFor<OAuthStrategyDescriptor>>().toEqualTypeOf<OAuthAuth>();
    expectTypeOf<AuthFor<ApiKeyStrategyDescriptor>>().toEqualTypeOf<ApiKeyAuth>();
  });

  it('types site.auth from the strategy createSiteClient is given', () => {
    const visitor = createSiteClient({ auth: OAuthStrategy({ clientId: 'c' }) });
    const admin = createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });
    expectTypeOf(visitor.auth).toEqualTypeOf<OAuthAuth>();
    expectTypeOf(visitor.auth.login).toBeFunction();
    expectTypeOf(admin.auth).toEqualTypeOf<ApiKeyAuth>();
    // @ts-expect-error an API-key client has no member login
    void admin.auth.login;
  });
});

describe('createSiteClient with modules', () => {
  it('types the modules it is given and no others', () => {
    const site = createSiteClient({ auth: OAuthStrategy({ clientId: 'c' }), modules: { products: createProducts } });
    expectTypeOf(site.products).toEqualTypeOf<ProductsModule>();
    expectTypeOf(site.auth).toEqualTypeOf<OAuthAuth>();
    // @ts-expect-error the catalog v3 module was not given
    void site.productsV3;
  });
});
