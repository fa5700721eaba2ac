import type { ProductFacts } from './product-facts';

const SCHEMA = 'https://schema.org';

/** schema.org's `Product` of a product page, with its one offer. */
export function productStructuredData(product: ProductFacts, url: string): object {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    url,
    ...(product.description && { description: product.description }),
    ...(product.sku && { sku: product.sku }),
    ...(product.image && { image: product.image }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    offers: {
      '@type': 'Offer',
      url,
      ...(product.price !== undefined && { price: product.price }),
      ...(product.currency && { priceCurrency: product.currency }),
      availability: `${SCHEMA}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
    },
  };
}

/** One listed product: its name and absolute address. */
export interface ListedProduct {
  name: string;
  url: string;
}

/** schema.org's `ItemList` of the products a shop or category page lists, `first` the position of the first. */
export function itemListStructuredData(products: ListedProduct[], first = 1): object {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: first + index,
      name: product.name,
      url: product.url,
    })),
  };
}
