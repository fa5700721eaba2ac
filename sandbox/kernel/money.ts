import { STORE_CURRENCY } from './config.js';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount with its currency's symbol, as people read it (`$12.50`); the store's currency unless told. */
export function formatMoney(amount: number, currency: string = STORE_CURRENCY): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** To cents; an amount too large to scale has no cents to round (and must not become Infinity). */
export function roundMoney(amount: number): number {
  const cents = amount * 100;
  return Number.isFinite(cents) ? Math.round(cents) / 100 : amount;
}
