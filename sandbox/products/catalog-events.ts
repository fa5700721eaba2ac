import type { Collection, Product } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { emitEvent } from '../kernel/events/webhooks.js';

const V1 = 'com.wix.ecommerce.catalog.api.v1';
const origin = { originatedFromVersion: 'V1_CATALOG' } as const;

/** The v1 catalog events (openapi/webhooks/events.yaml), emitted by the write routes once a write is committed. */
export const catalogEvents = {
  productCreated(context: SandboxContext, product: Product): void {
    const { id, name, priceData, visible, media, sku, productPageUrl, brand, costAndProfitData, slug } = product;
    const fields = { name, price: priceData, visible, media, sku, productPageUrl, brand, costAndProfitData, slug };
    emitEvent(context, `${V1}.ProductCreated`, { productId: id, ...fields, ...origin });
  },
  productChanged(context: SandboxContext, productId: string, changedFields: string[]): void {
    emitEvent(context, `${V1}.ProductChanged`, { productId, changedFields, ...origin });
  },
  productDeleted(context: SandboxContext, productId: string): void {
    emitEvent(context, `${V1}.ProductDeleted`, { productId, ...origin });
  },
  variantsChanged(
    context: SandboxContext,
    productId: string,
    variants: Product['variants'],
    changedFields: string[],
  ): void {
    emitEvent(context, `${V1}.VariantsChanged`, {
      productId,
      variants: (variants ?? []).map((v) => ({ variantId: v.id, choices: v.choices, changedFields, ...origin })),
      ...origin,
    });
  },
  collectionCreated(context: SandboxContext, collection: Collection): void {
    const { id, name, media, slug, visible } = collection;
    emitEvent(context, `${V1}.CollectionCreated`, { collection_Id: id, name, media, slug, visible, ...origin });
  },
  collectionChanged(context: SandboxContext, collectionId: string, changedFields: string[]): void {
    emitEvent(context, `${V1}.CollectionChanged`, { collection_Id: collectionId, changedFields, ...origin });
  },
  collectionDeleted(context: SandboxContext, collectionId: string): void {
    emitEvent(context, `${V1}.CollectionDeleted`, { collection_Id: collectionId, ...origin });
  },
};
