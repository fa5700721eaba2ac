import { describe, expect, it } from 'vitest';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const sandbox = useSandboxUnderTest('none');
const clients = useStoreClients(sandbox);

describe('the discount of a v1 product, read through sitekit', () => {
  it('is {type: NONE, value: 0} for a product without one, as the platform answers it', async () => {
    const { product } = await clients.admin.site.products.createProduct({ name: 'Plain Mug', priceData: { price: 8 } });
    expect(product?.discount).toEqual({ type: 'NONE', value: 0 });
    const read = await clients.visitor.site.products.getProduct(product!.id!);
    expect(read.product?.discount).toEqual({ type: 'NONE', value: 0 });
    const page = await clients.visitor.site.products.queryProducts().eq('id', product!.id).find();
    expect(page.items[0]?.discount).toEqual({ type: 'NONE', value: 0 });
  });
});
