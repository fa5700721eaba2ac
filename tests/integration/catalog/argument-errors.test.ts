import { beforeAll, describe, expect, it } from 'vitest';
import {
  isSiteRequestValidationError,
  isSiteValidationError,
  type NewCollection,
  type NewProduct,
  type SiteError,
  type Product,
} from '../../../src/index.js';
import { DEMO, demoProduct } from '../support/demo-store.js';
import { siteErrorOf } from '../support/errors.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('demo');
let shirt: Product;
beforeAll(async () => {
  shirt = await demoProduct(oauthClient(sandbox).site, DEMO.linenShirt.name);
});

const fieldsOf = (error: SiteError) => (isSiteValidationError(error) ? error.fieldViolations.map((v) => v.field) : []);

describe('client-side validation: refused before any request, the violation naming the argument', () => {
  type Case = [call: string, run: (site: ReturnType<typeof oauthClient>['site']) => Promise<unknown>, field: string];
  const CASES: Case[] = [
    ['createProduct without a name', (site) => site.products.createProduct({} as NewProduct), 'product.name'],
    ['updateProduct with an empty name', (site) => site.products.updateProduct('p1', { name: '' }), 'product.name'],
    ['queryProducts with limit 500', (site) => site.products.queryProducts().limit(500).find(), 'query.paging.limit'],
    ['queryProducts with skip -1', (site) => site.products.queryProducts().skip(-1).find(), 'query.paging.offset'],
    [
      'queryProductVariants with a negative limit',
      (site) => site.products.queryProductVariants('p1', { paging: { limit: -1 } }),
      'options.paging.limit',
    ],
    [
      'queryProductVariants with choices that are not a map',
      (site) => site.products.queryProductVariants('p1', { choices: 5 as unknown as Record<string, string> }),
      'options.choices',
    ],
    [
      'bulkUpdateProductsProperty with no ids',
      (site) => site.products.bulkUpdateProductsProperty([], { price: 1 }),
      'ids',
    ],
    [
      'createCollection without a name',
      (site) => site.collections.createCollection({} as NewCollection),
      'collection.name',
    ],
  ];

  it.each(CASES)('%s', async (_call, run, field) => {
    const { site, log } = oauthClient(sandbox);
    const failure = await siteErrorOf(run(site));
    expect(isSiteRequestValidationError(failure)).toBe(true);
    expect(fieldsOf(failure)).toEqual([field]);
    expect(failure.message).toMatch(new RegExp(`^INVALID_ARGUMENT: "${field.replace(/[.[\]]/g, '\\$&')}" `));
    expect(log.requests).toHaveLength(0);
  });

  it('getProduct with an empty id names the id argument', async () => {
    const { site, log } = oauthClient(sandbox);
    const failure = await siteErrorOf(site.products.getProduct(''));
    expect(isSiteRequestValidationError(failure)).toBe(true);
    expect(new Set(fieldsOf(failure))).toEqual(new Set(['id']));
    expect(log.requests).toHaveLength(0);
  });
});

describe('server violations, renamed to the call’s arguments', () => {
  it('queryProducts: unknown field, unknown operator, wrong value type and unsortable field', async () => {
    const { site } = oauthClient(sandbox);
    const unknownField = await siteErrorOf(site.products.queryProducts().eq('nosuch', 1).find());
    expect(fieldsOf(unknownField)).toEqual(['query.filter.nosuch']);
    expect(unknownField.status).toBe(400);
    const unknownOperator = await siteErrorOf(site.products.queryProducts({ filter: { price: { $foo: 1 } } }));
    expect(fieldsOf(unknownOperator)).toEqual(['query.filter.price.$foo']);
    expect(unknownOperator.kind).toBe('validation');
    const wrongType = await siteErrorOf(site.products.queryProducts().eq('price', 'cheap').find());
    expect(wrongType.message).toBe('INVALID_ARGUMENT: "query.filter.price" must be a number');
    const unsortable = await siteErrorOf(site.products.queryProducts().ascending('description').find());
    expect(fieldsOf(unsortable)).toEqual(['query.sort[0].fieldName']);
  });

  it('getProductOptionsAvailability names the option inside the options argument', async () => {
    const failure = await siteErrorOf(
      oauthClient(sandbox).site.products.getProductOptionsAvailability(shirt.id!, { Fabric: 'Silk' }),
    );
    expect(fieldsOf(failure)).toEqual(['options.Fabric']);
  });

  it('bulk and media one-of violations name the argument', async () => {
    const admin = apiKeyClient(sandbox).site;
    const twoProperties = await siteErrorOf(
      admin.products.bulkUpdateProductsProperty([shirt.id!], { price: 1, cost: 2 } as unknown as { price: number }),
    );
    expect(fieldsOf(twoProperties)).toEqual(['set']);
    const twoSources = await siteErrorOf(
      admin.products.addProductMedia(shirt.id!, [{ url: 'https://cdn.example.com/x.jpg', mediaId: 'y' } as never]),
    );
    expect(fieldsOf(twoSources)).toEqual(['media[0]']);
    expect((await admin.products.getProduct(shirt.id!)).product?.priceData?.price).toBe(DEMO.linenShirt.price);
  });

  it('queryStoreVariants names the filter field and a forged cursor', async () => {
    const { site } = oauthClient(sandbox);
    expect(fieldsOf(await siteErrorOf(site.products.queryStoreVariants({ filter: { nosuch: 1 } })))).toEqual([
      'query.filter.nosuch',
    ]);
    expect(
      fieldsOf(await siteErrorOf(site.products.queryStoreVariants({ cursorPaging: { cursor: 'forged' } }))),
    ).toEqual(['query.cursorPaging.cursor']);
  });
});
