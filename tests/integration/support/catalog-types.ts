import type { ProductsModule } from '../../../src/index.js';

/**
 * The product as the catalogue calls answer it. The public entry exports no `Product` type, so it is derived from
 * `getProduct`'s answer.
 */
export type Product = NonNullable<Awaited<ReturnType<ProductsModule['getProduct']>>['product']>;
