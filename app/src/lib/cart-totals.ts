import type { StoreAbandonedCart } from 'sitekit';

/** A cart's `total` is a display string (`$124.20`, `€1,204.50`); its amount and its currency symbol. */
export function parseTotal(total: string | undefined): { amount: number; symbol: string } | undefined {
  const match = /^(\D*?)\s*([\d,]+(?:\.\d+)?)\s*(\D*)$/.exec(total?.trim() ?? '');
  if (!match) return undefined;
  return { amount: Number(match[2]!.replaceAll(',', '')), symbol: (match[1] || match[3] || '').trim() };
}

export interface CartTotals {
  count: number;
  amount: number;
  symbol: string;
}

/** Count and summed total of the carts in one status. */
export function totalsOf(carts: readonly StoreAbandonedCart[], status: StoreAbandonedCart['status']): CartTotals {
  const matching = carts.filter((cart) => cart.status === status).map((cart) => parseTotal(cart.total));
  return {
    count: matching.length,
    amount: Math.round(matching.reduce((sum, total) => sum + (total?.amount ?? 0), 0) * 100) / 100,
    symbol: matching.find((total) => total?.symbol)?.symbol ?? '',
  };
}

export const formatTotals = ({ amount, symbol }: CartTotals) => `${symbol}${amount.toFixed(2)}`;
