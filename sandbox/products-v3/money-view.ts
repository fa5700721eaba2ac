import type { FixedMonetaryAmount, RevenueDetails, VariantV3 } from '../../generated/types.gen.js';
import { formatMoney } from '../kernel/money.js';

/**
 * An amount of money as the platform answers it: with its `formattedAmount` in the store's currency whenever the read
 * asked for the `CURRENCY` field (contract: FixedMonetaryAmount), on every read that takes `fields`.
 */
export const moneyView = (amount: string, withCurrency: boolean): FixedMonetaryAmount =>
  withCurrency ? { amount, formattedAmount: formatMoney(Number(amount)) } : { amount };

/** A variant's cost, and the profit and margin it leaves at the variant's actual price. */
export function revenueView(variant: VariantV3, money: (amount: string) => FixedMonetaryAmount): RevenueDetails {
  const cost = Number(variant.revenueDetails?.cost?.amount);
  const price = Number(variant.price.actualPrice.amount);
  const profit = price - cost;
  return {
    cost: money(variant.revenueDetails!.cost!.amount),
    profit: money(profit.toFixed(2)),
    profitMargin: price > 0 ? Math.round((profit / price) * 10_000) / 10_000 : 0,
  };
}
