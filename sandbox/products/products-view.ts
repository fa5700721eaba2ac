import type { CostAndProfitData, NumericRange, Product } from '../../generated/types.gen.js';

/**
 * Stored documents name the sandbox's own origin with this placeholder (it is a reserved `.invalid` host), so the
 * data survives a restart on another port; every response replaces it with the real origin.
 */
export const ORIGIN_TOKEN = 'http://sitekit-sandbox.invalid';

export const withOrigin = (json: string, origin: string): string => json.replaceAll(ORIGIN_TOKEN, origin);

/** Media served by the sandbox is stored as a path; in documents it becomes a URL on the placeholder origin. */
export const sandboxUrl = (url: string): string => (url.startsWith('/') ? ORIGIN_TOKEN + url : url);

/** The merchant-only part of a product, kept apart so public reads never parse or filter it. */
export interface MerchantData {
  costAndProfitData?: CostAndProfitData;
  costRange?: NumericRange;
  variantCosts: Record<string, CostAndProfitData>;
}

export function splitMerchantData(product: Product): { publicDoc: string; merchantDoc: string | null } {
  const { costAndProfitData, costRange, ...rest } = product;
  const variantCosts: Record<string, CostAndProfitData> = {};
  const variants = (rest.variants ?? []).map((variant) => {
    const { costAndProfitData: cost, ...data } = variant.variant ?? {};
    if (cost) variantCosts[variant.id!] = cost;
    return { ...variant, variant: data };
  });
  const merchant: MerchantData = {
    ...(costAndProfitData && { costAndProfitData }),
    ...(costRange && { costRange }),
    variantCosts,
  };
  const hasMerchant = costAndProfitData || costRange || Object.keys(variantCosts).length > 0;
  return {
    // The platform answers a zero cost range to callers that may not see costs (the REST reference's Query Products
    // example); the merchant's own range replaces it for those that may.
    publicDoc: JSON.stringify({ ...rest, costRange: { minValue: 0, maxValue: 0 }, variants }),
    merchantDoc: hasMerchant ? JSON.stringify(merchant) : null,
  };
}

/**
 * A product's JSON as a caller receives it (origin placeholder still in place): the stored public document with its
 * collections appended as text, so public reads neither parse nor re-serialise it; merchant data is merged in only
 * for callers that may see it.
 */
export function productJson(
  doc: string,
  merchantDoc: string | null,
  collectionIds: string[],
  withMerchant: boolean,
): string {
  const json =
    withMerchant && merchantDoc
      ? JSON.stringify(mergeMerchantData(JSON.parse(doc) as Product, JSON.parse(merchantDoc) as MerchantData))
      : doc;
  return `${json.slice(0, -1)},"collectionIds":${JSON.stringify(collectionIds)}}`;
}

export function productObject(
  doc: string,
  merchantDoc: string | null,
  collectionIds: string[],
  withMerchant: boolean,
  origin: string,
): Product {
  return JSON.parse(withOrigin(productJson(doc, merchantDoc, collectionIds, withMerchant), origin)) as Product;
}

function mergeMerchantData(product: Product, merchant: MerchantData): Product {
  const merged: Product = { ...product };
  if (merchant.costAndProfitData) merged.costAndProfitData = merchant.costAndProfitData;
  if (merchant.costRange) merged.costRange = merchant.costRange;
  merged.variants = (product.variants ?? []).map((variant) => {
    const cost = merchant.variantCosts[variant.id!];
    return cost ? { ...variant, variant: { ...variant.variant, costAndProfitData: cost } } : variant;
  });
  return merged;
}

/** `{"key":<json>}` without re-serialising the already serialised value. */
export const wrapJson = (key: string, json: string): string => `{${JSON.stringify(key)}:${json}}`;

export function stripMerchantData(product: Product): void {
  delete product.costAndProfitData;
  delete product.costRange;
  for (const variant of product.variants ?? []) delete variant.variant?.costAndProfitData;
}
