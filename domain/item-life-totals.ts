import type { ItemLife } from './item-life';
import { saleNet } from './sale-net';

// What the seller made (docs/product.md#item-life): the sold prices added up (gross) and what
// the seller kept of them (less each sale's fee on its day and the postage paid), per
// currency, in minor units so each total is exactly the sum.

export interface SoldTotal {
  currency: string;
  /** The sum of the sold prices (gross), in minor units. */
  total_minor: number;
  /** How many items sold in this currency. */
  count: number;
  /** The sum of what was kept, over the sales whose fee is known. */
  kept_minor: number;
  /** Sales left out of kept_minor: their marketplace's fee on that day is not known. */
  fee_unknown: number;
}

/** A sold item's life and the country it was listed in (its fees are that country's). */
export interface SoldItem {
  life: ItemLife;
  country: string | null;
}

/** The sold items' totals, one per currency, in the order each currency first appears. */
export function soldTotals(items: Iterable<SoldItem>): SoldTotal[] {
  const byCurrency = new Map<string, SoldTotal>();
  for (const { life, country } of items) {
    if (life.state !== 'sold') continue;
    const { currency, price_minor } = life.sale;
    const { keptMinor } = saleNet(life.sale, country);
    const total = byCurrency.get(currency) ?? {
      currency,
      total_minor: 0,
      count: 0,
      kept_minor: 0,
      fee_unknown: 0,
    };
    byCurrency.set(currency, {
      currency,
      total_minor: total.total_minor + price_minor,
      count: total.count + 1,
      kept_minor: total.kept_minor + (keptMinor ?? 0),
      fee_unknown: total.fee_unknown + (keptMinor === null ? 1 : 0),
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

export function moneyMade(items: readonly SoldItem[], now: Date): MoneyMade {
  const since = Date.parse(monthStart(now));
  const sold = items.flatMap((item) =>
    item.life.state === 'sold' ? [{ ...item, sale: item.life.sale }] : [],
  );
  const places = [...new Set(sold.map((item) => item.sale.where))];
  return {
    all_time: soldTotals(sold),
    this_month: soldTotals(sold.filter((item) => Date.parse(item.sale.sold_at) >= since)),
    by_marketplace: places.map((where) => ({
      where,
      totals: soldTotals(sold.filter((item) => item.sale.where === where)),
    })),
  };
}
