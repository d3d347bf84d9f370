import type { ItemLife } from './item-life';

// What the seller made (docs/product.md#item-life): the sold prices added up, per currency,
// in minor units so the total is exactly the sum. Fees and net payout are still to come.

export interface SoldTotal {
  currency: string;
  /** The sum of the sold prices, in minor units. */
  total_minor: number;
  /** How many items sold in this currency. */
  count: number;
}

/** The sold items' totals, one per currency, in the order each currency first appears. */
export function soldTotals(lives: Iterable<ItemLife>): SoldTotal[] {
  const byCurrency = new Map<string, SoldTotal>();
  for (const life of lives) {
    if (life.state !== 'sold') continue;
    const { currency, price_minor } = life.sale;
    const total = byCurrency.get(currency) ?? { currency, total_minor: 0, count: 0 };
    byCurrency.set(currency, {
      currency,
      total_minor: total.total_minor + price_minor,
      count: total.count + 1,
    });
  }
  return [...byCurrency.values()];
}
