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

/** The first instant of `now`'s calendar month in UTC, as ISO: where "this month" starts. */
export function monthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/** What sold on one marketplace (or `elsewhere`), per currency. */
interface MarketplaceTotals {
  where: string;
  totals: SoldTotal[];
}

/** The summary of what the seller made (docs/product.md#your-items): all time, this month, by marketplace. */
export interface MoneyMade {
  all_time: SoldTotal[];
  /** Sold on or after monthStart(now). */
  this_month: SoldTotal[];
  /** One entry per place sold on, in the order each first appears. */
  by_marketplace: MarketplaceTotals[];
}

export function moneyMade(lives: readonly ItemLife[], now: Date): MoneyMade {
  const since = Date.parse(monthStart(now));
  const sold = lives.filter((life) => life.state === 'sold');
  const places = [...new Set(sold.map((life) => life.sale.where))];
  return {
    all_time: soldTotals(sold),
    this_month: soldTotals(sold.filter((life) => Date.parse(life.sale.sold_at) >= since)),
    by_marketplace: places.map((where) => ({
      where,
      totals: soldTotals(sold.filter((life) => life.sale.where === where)),
    })),
  };
}
