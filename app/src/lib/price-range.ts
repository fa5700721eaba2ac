import { formatMoney } from './product-display';

/** Why a price range finds nothing whatever the store holds: its minimum is above its maximum. */
export function priceRangeProblem(minPrice: number | undefined, maxPrice: number | undefined): string | undefined {
  if (minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice) return undefined;
  return `The minimum price (${formatMoney(minPrice)}) is above the maximum (${formatMoney(maxPrice)}): lower the minimum or raise the maximum.`;
}
