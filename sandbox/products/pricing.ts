import type { CostAndProfitData, PriceData, ProductDiscount } from '../../generated/types.gen.js';
import { STORE_CURRENCY } from '../kernel/config.js';
import { formatMoney, roundMoney } from '../kernel/money.js';

export function discountedPrice(price: number, discount: ProductDiscount | undefined): number {
  if (!discount?.value) return price;
  if (discount.type === 'PERCENT') return roundMoney(price * (1 - discount.value / 100));
  if (discount.type === 'AMOUNT') return roundMoney(Math.max(0, price - discount.value));
  return price;
}

export function priceData(price: number, discount: ProductDiscount | undefined, pricePerUnit?: number): PriceData {
  const discounted = discountedPrice(price, discount);
  return {
    currency: STORE_CURRENCY,
    price,
    discountedPrice: discounted,
    ...(pricePerUnit !== undefined && { pricePerUnit }),
    formatted: {
      price: formatMoney(price),
      discountedPrice: formatMoney(discounted),
      ...(pricePerUnit !== undefined && { pricePerUnit: formatMoney(pricePerUnit) }),
    },
  };
}

/** Profit is measured against the price the buyer pays (after the discount). */
export function costAndProfit(cost: number, sellingPrice: number): CostAndProfitData {
  const profit = roundMoney(sellingPrice - cost);
  return {
    itemCost: cost,
    formattedItemCost: formatMoney(cost),
    profit,
    formattedProfit: formatMoney(profit),
    profitMargin: sellingPrice > 0 ? Math.round((profit / sellingPrice) * 100) / 100 : 0,
  };
}
