import { createHash } from 'node:crypto';

/** A GUID derived from a seed: the same option or brand name always maps to the same id within a store. */
export function stableGuid(seed: string): string {
  const hex = createHash('sha1').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The store's default stock location. */
export const DEFAULT_LOCATION_ID = stableGuid('location:default');

/** The "All Products" category that every v3 product belongs to. */
export const ALL_PRODUCTS_CATEGORY_ID = stableGuid('category:all-products');

/**
 * A key generated from a name (`Gift wrap` → `gift-wrap`): accents come off their letters (`Émile` → `emile`, the
 * compatibility decomposition then without its combining marks) and other runs of characters become one hyphen.
 */
export function keyOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}
