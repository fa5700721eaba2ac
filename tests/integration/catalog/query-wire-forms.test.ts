import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductsQueryBuilder, Product } from '../../../src/index.js';
import { DEMO } from '../support/demo-store.js';
import { idsOf } from '../support/expected-order.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const QUERY_PATH = '/stores-reader/v1/products/query-platformized';
/** The GET limit (docs/decisions.md#12): a longer query string goes as a POST. */
const MAX_GET_QUERY_STRING_LENGTH = 4000;

const sandbox = useSandboxUnderTest('demo');
const clients = useStoreClients(sandbox);
let all: Product[];
beforeAll(async () => {
  all = (await clients.visitor.site.products.queryProducts().limit(100).find()).items;
});

/** The query string of the GET form: `.r=` and base64url of the request's JSON. */
const getFormOf = (builder: ProductsQueryBuilder) =>
  `.r=${Buffer.from(JSON.stringify({ query: builder.toQuery() })).toString('base64url')}`;

/** Five real products by id, padded with an id that matches nothing until the GET form has `length` characters. */
function queryOfLength(length: number, realIds: string[]): ProductsQueryBuilder {
  for (let pad = 0; pad < 5000; pad++) {
    const builder = clients.visitor.site.products
      .queryProducts()
      .in('id', [...realIds, `no-such-product-${'x'.repeat(pad)}`])
      .ascending('price');
    if (getFormOf(builder).length === length) return builder;
  }
  throw new Error(`no padding gives a GET form of ${length} characters`);
}

describe('GET with `.r` and the POST fallback', () => {
  it('sends a query of 3,999 characters as GET and one of 4,001 as POST, with identical results', async () => {
    const realIds = idsOf(all.slice(0, 5));
    const short = queryOfLength(MAX_GET_QUERY_STRING_LENGTH - 1, realIds);
    const long = queryOfLength(MAX_GET_QUERY_STRING_LENGTH + 1, realIds);
    clients.visitor.log.clear();

    const viaGet = await short.find();
    const viaPost = await long.find();

    const [get, post] = clients.visitor.log.to(QUERY_PATH);
    expect(get?.method).toBe('GET');
    expect(`.r=${get?.url.searchParams.get('.r')}`).toBe(getFormOf(short));
    expect(get?.body).toBeUndefined();
    expect(post?.method).toBe('POST');
    expect(post?.url.search).toBe('');
    expect(post?.body).toEqual({ query: long.toQuery() });
    expect(viaPost.items).toEqual(viaGet.items);
    expect(viaPost.metadata).toEqual(viaGet.metadata);
    expect(idsOf(viaGet.items).sort()).toEqual([...realIds].sort());
  });

  it('the platform answers the same long query identically as a GET `.r` and as the client’s POST', async () => {
    const long = queryOfLength(5999, idsOf(all.slice(3, 9)));
    const viaClientPost = await long.find();
    const response = await fetch(`${sandbox.url}${QUERY_PATH}?${getFormOf(long)}`, {
      headers: { authorization: clients.visitor.site.auth.getTokens().accessToken.value },
    });
    expect(response.status).toBe(200);
    const viaRawGet = (await response.json()) as { products: Product[]; metadata: unknown };
    expect(viaRawGet.products).toEqual(viaClientPost.items);
    expect(viaRawGet.metadata).toEqual(viaClientPost.metadata);
  });

  it('sends an empty typed query as a bare GET without a query string', async () => {
    const { site, log } = oauthClient(sandbox);
    const response = await site.products.queryProducts({});
    expect(response.products).toHaveLength(DEMO.visibleProductCount);
    const [sent] = log.to(QUERY_PATH);
    expect([sent?.method, sent?.url.search]).toEqual(['GET', '']);
  });

  it('a query with 20,000 ids goes out as one POST and finds exactly the real products among them', async () => {
    const { site, log } = oauthClient(sandbox);
    const fakeIds = Array.from(
      { length: 20_000 - all.length },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const ids = [...fakeIds.slice(0, 10_000), ...idsOf(all), ...fakeIds.slice(10_000)];
    expect(ids).toHaveLength(20_000);
    const page = await site.products.queryProducts().in('id', ids).limit(100).find();

    expect(idsOf(page.items).sort()).toEqual(idsOf(all).sort());
    expect(page.totalCount).toBe(all.length);
    const sent = log.to(QUERY_PATH);
    expect(sent.map((request) => request.method)).toEqual(['POST']);
    expect(JSON.stringify(sent[0]?.body).match(/"00000000-0000-4000-8000-\d{12}"/g)).toHaveLength(fakeIds.length);
  });
});
