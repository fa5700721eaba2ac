import { useEffect } from 'react';
import { useQueryInventoryItemsV3Infinite, useSite } from 'sitekit/react';
import type { ProductV3 } from 'sitekit';

/** What the products list shows of a product's variants: their SKUs and, when tracked, the quantity in stock. */
export interface StockSummaryV3 {
  skus: string[];
  /** The tracked quantities added up; undefined when no variant's quantity is tracked. */
  quantity: number | undefined;
}

export type ProductRowV3 = ProductV3 & { stockSummary?: StockSummaryV3 };

/**
 * The page's products with their SKUs and stock, from one inventory query for the whole page (every page of it: ten
 * products can have more variants than one answer holds).
 */
export function useProductRowsV3(products: ProductV3[]): ProductRowV3[] {
  const site = useSite();
  const ids = products.flatMap((product) => (product.id ? [product.id] : []));
  const items = useQueryInventoryItemsV3Infinite(
    site.inventoryItemsV3.queryInventoryItems().in('productId', ids).limit(100),
    undefined,
    { enabled: ids.length > 0 },
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = items;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const summaries = new Map<string, StockSummaryV3>();
  for (const item of items.data?.pages.flatMap((page) => page.inventoryItems ?? []) ?? []) {
    const summary = summaries.get(item.productId!) ?? { skus: [], quantity: undefined };
    const sku = item.product?.variantSku;
    if (sku && !summary.skus.includes(sku)) summary.skus.push(sku);
    if (item.trackQuantity) summary.quantity = (summary.quantity ?? 0) + (item.quantity ?? 0);
    summaries.set(item.productId!, summary);
  }
  return products.map((product) => ({ ...product, stockSummary: summaries.get(product.id!) }));
}
