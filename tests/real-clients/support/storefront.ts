import { categories } from '@wix/categories';
import { MediaGalleryService, MediaGalleryServiceDefinition } from '@wix/headless-media/services';
import {
  ProductListService,
  ProductService,
  ProductServiceDefinition,
  ProductsListServiceDefinition,
  SelectedVariantService,
  SelectedVariantServiceDefinition,
  type ProductsListServiceConfig,
} from '@wix/headless-stores/services';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { customizationsV3, inventoryItemsV3, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { createServicesManager, createServicesMap } from '@wix/services-manager';
import { keyOf } from '../../../sandbox/kernel/entities-v3/stable-id.js';
import { demoProducts, type DemoProduct } from '../../../sandbox/seed/demo-catalog.js';
import { useClientOnSandbox, type ClientOnSandbox } from './client-on-sandbox.js';

const modules = { productsV3, readOnlyVariantsV3, customizationsV3, inventoryItemsV3, categories };
const visitorClient = (clientId: string) => createClient({ modules, auth: OAuthStrategy({ clientId }) });
export type StorefrontClient = ReturnType<typeof visitorClient>;

/** A seeded catalog v3 sandbox, and the visitor client that the storefront package's loaders find in the ambient context. */
export type Storefront = ClientOnSandbox<StorefrontClient>;

/**
 * A seeded catalog v3 sandbox, and a visitor `@wix/sdk` client on it (OAuth with the sandbox's client id) made the
 * ambient client, as a storefront does with `enableContext('global')`, for the tests of one file.
 */
export function useStorefrontOnSandbox(): Storefront {
  return useClientOnSandbox('v3', (sandbox) => {
    const client = visitorClient(sandbox.clientId);
    client.enableContext('global');
    return client;
  });
}

/** A storefront page address, as a server-side loader receives it (`/products/<category>?sort=…&minPrice=…`). */
export const storefrontPage = (pathAndQuery: string): string => new URL(pathAndQuery, 'https://shop.example').href;

/** The storefront package's product list service over a loaded configuration (signals: products, prices, options…). */
export function productListService(config: ProductsListServiceConfig) {
  return createServicesManager(
    createServicesMap().addService(ProductsListServiceDefinition, ProductListService, config),
  ).getService(ProductsListServiceDefinition);
}

/** The storefront package's product page services: the product, and the variant its shopper chooses. */
export function productPageServices(product: productsV3.V3Product) {
  const manager = createServicesManager(
    createServicesMap()
      .addService(MediaGalleryServiceDefinition, MediaGalleryService, { media: [] })
      .addService(ProductServiceDefinition, ProductService, { product })
      .addService(SelectedVariantServiceDefinition, SelectedVariantService, {}),
  );
  return {
    product: manager.getService(ProductServiceDefinition),
    selectedVariant: manager.getService(SelectedVariantServiceDefinition),
  };
}

/** What the demo seed says of one product a visitor sees, computed from the seed's data, not from the sandbox. */
export interface SeededProduct {
  name: string;
  slug: string;
  minPrice: number;
  maxPrice: number;
  categorySlugs: string[];
  optionNames: string[];
  choiceNames: string[];
  digital: boolean;
  availability: 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';
}

function seeded(demo: DemoProduct): SeededProduct {
  const options = demo.options ?? [];
  const surcharges = options.map((option) => Object.values(option.surcharge ?? {}));
  const actual = (full: number) => (demo.discountPercent ? full * (1 - demo.discountPercent / 100) : full);
  const round = (amount: number) => Number(amount.toFixed(2));
  return {
    name: demo.name,
    slug: keyOf(demo.name),
    minPrice: round(actual(demo.price + surcharges.reduce((sum, extra) => sum + Math.min(0, ...extra), 0))),
    maxPrice: round(actual(demo.price + surcharges.reduce((sum, extra) => sum + Math.max(0, ...extra), 0))),
    categorySlugs: demo.collections,
    optionNames: options.map((option) => option.name),
    choiceNames: options.flatMap((option) =>
      option.choices.map((choice) => (Array.isArray(choice) ? choice[0] : choice)),
    ),
    digital: demo.digital === true,
    availability: demo.stock === 0 ? 'OUT_OF_STOCK' : demo.soldOut?.length ? 'PARTIALLY_OUT_OF_STOCK' : 'IN_STOCK',
  };
}

/** The demo store's products that visitors see. */
export const seededProducts: SeededProduct[] = demoProducts.filter((demo) => demo.visible !== false).map(seeded);

export const seededNames = (products: SeededProduct[]): string[] => products.map((product) => product.name).sort();

/** Names of a page of products, sorted, to compare with the seed where the order is not the point. */
export const namesOf = (products: Array<{ name?: string | null }>): string[] =>
  products.map((product) => product.name ?? '').sort();
