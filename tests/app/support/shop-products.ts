import type { CatalogName } from '../../../sandbox/catalog-versioning/store-catalog.js';
import { visitorClient, type StoreUnderTest } from './store-under-test.js';

/** A product of the shop as a visitor reads it from the platform, without the app. */
export interface ShopProduct {
  id: string;
  name: string;
  availability: string;
  /** What the shop's price filter compares. */
  price: number;
}

/** Every visible product of the store (the demo has fewer than 100), in either catalog. */
export async function shopProducts(store: StoreUnderTest, catalog: CatalogName): Promise<ShopProduct[]> {
  const visitor = visitorClient(store);
  if (catalog === 'v3') {
    const { items } = await visitor.productsV3.searchProducts().eq('visible', true).limit(100).find();
    return items.map((p) => ({
      id: p.id!,
      name: p.name ?? '',
      availability: p.inventory?.availabilityStatus ?? 'IN_STOCK',
      price: Number(p.actualPriceRange?.minValue?.amount),
    }));
  }
  const { items } = await visitor.products.queryProducts().limit(100).find();
  return items.map((p) => ({
    id: p.id!,
    name: p.name ?? '',
    availability: p.stock?.inventoryStatus ?? 'IN_STOCK',
    price: p.price?.price ?? 0,
  }));
}

/** A price that exactly one product has: filtering the shop from it to it finds that product alone. */
export function uniquelyPriced(products: ShopProduct[]): ShopProduct {
  const found = products.find((p) => products.filter((other) => other.price === p.price).length === 1);
  if (!found) throw new Error('Every price of the demo store is shared');
  return found;
}
