import { describe, expect, it } from 'vitest';
import type { ItemLife } from '#domain/item-life.ts';
import { moneyMade, monthStart, type SoldItem } from '#domain/item-life-totals.ts';

// The summary of what the seller made (docs/product.md#your-items): exact sums per currency,
// gross and kept (less each sale's fee on its day and the postage paid).

const sold = (price_minor: number, where: string, sold_at: string, currency = 'GBP'): ItemLife => ({
  state: 'sold',
  sale: { price_minor, currency, where, sold_at },
  to_take_down: [],
});
const inUk = (life: ItemLife): SoldItem => ({ life, country: 'GB' });

describe('monthStart', () => {
  it('is the first instant of the UTC month', () => {
    expect(monthStart(new Date('2026-11-27T10:00:00.000Z'))).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('moneyMade', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  // Vinted's and Depop's fees are unknown (kept leaves them out); a sale made elsewhere pays none.
  const lives: SoldItem[] = [
    sold(3500, 'vinted', '2026-10-31T23:59:59.999Z'),
    sold(850, 'depop', '2026-11-01T00:00:00.000Z'),
    sold(1200, 'vinted', '2026-11-20T10:00:00.000Z', 'EUR'),
    sold(5500, 'elsewhere', '2026-09-01T10:00:00.000Z'),
    { state: 'given_away', at: '2026-11-04T10:00:00.000Z', to_take_down: [] },
    { state: 'listed', postings: [] },
  ].map((life) => inUk(life as ItemLife));

  it('adds every sale all time, per currency', () => {
    expect(moneyMade(lives, now).all_time).toEqual([
      { currency: 'GBP', total_minor: 9850, count: 3, kept_minor: 5500, fee_unknown: 2 },
      { currency: 'EUR', total_minor: 1200, count: 1, kept_minor: 0, fee_unknown: 1 },
    ]);
  });

  it('this month: from the first instant of the month on', () => {
    expect(moneyMade(lives, now).this_month).toEqual([
      { currency: 'GBP', total_minor: 850, count: 1, kept_minor: 0, fee_unknown: 1 },
      { currency: 'EUR', total_minor: 1200, count: 1, kept_minor: 0, fee_unknown: 1 },
    ]);
  });

  it('by marketplace, in the order each first sold', () => {
    expect(moneyMade(lives, now).by_marketplace).toEqual([
      {
        where: 'vinted',
        totals: [
          { currency: 'GBP', total_minor: 3500, count: 1, kept_minor: 0, fee_unknown: 1 },
          { currency: 'EUR', total_minor: 1200, count: 1, kept_minor: 0, fee_unknown: 1 },
        ],
      },
      {
        where: 'depop',
        totals: [{ currency: 'GBP', total_minor: 850, count: 1, kept_minor: 0, fee_unknown: 1 }],
      },
      {
        where: 'elsewhere',
        totals: [{ currency: 'GBP', total_minor: 5500, count: 1, kept_minor: 5500, fee_unknown: 0 }],
      },
    ]);
  });

  it('a US seller’s month: gross and kept per currency and per marketplace, fee and postage taken off', () => {
    const december = new Date('2026-12-02T12:00:00.000Z');
    const withPostage = (life: ItemLife, postage_minor: number): ItemLife =>
      life.state === 'sold' ? { ...life, sale: { ...life.sale, postage_minor } } : life;
    const us: SoldItem[] = [
      // Mercari 10 % of $20.00 is $2.00; $4.50 postage: kept $13.50.
      withPostage(sold(2000, 'mercari', '2026-12-01T09:00:00.000Z', 'USD'), 450),
      // Elsewhere: no fee; $1.00 postage: kept $9.00.
      withPostage(sold(1000, 'elsewhere', '2026-12-01T10:00:00.000Z', 'USD'), 100),
      // eBay US: fee unknown, left out of kept.
      sold(3000, 'ebay', '2026-12-01T11:00:00.000Z', 'USD'),
      // Last month, Mercari: kept $27.00.
      sold(3000, 'mercari', '2026-11-15T11:00:00.000Z', 'USD'),
    ].map((life) => ({ life, country: 'US' }));
    const made = moneyMade(us, december);
    expect(made.this_month).toEqual([
      { currency: 'USD', total_minor: 6000, count: 3, kept_minor: 2250, fee_unknown: 1 },
    ]);
    expect(made.all_time).toEqual([
      { currency: 'USD', total_minor: 9000, count: 4, kept_minor: 4950, fee_unknown: 1 },
    ]);
    expect(made.by_marketplace.find((place) => place.where === 'mercari')?.totals).toEqual([
      { currency: 'USD', total_minor: 5000, count: 2, kept_minor: 4050, fee_unknown: 0 },
    ]);
  });

  it('takes the fee of the item’s own country: a UK eBay sale keeps it all', () => {
    const life = sold(2000, 'ebay', '2026-11-28T09:00:00.000Z');
    expect(moneyMade([{ life, country: 'GB' }], now).all_time[0]).toMatchObject({
      kept_minor: 2000,
      fee_unknown: 0,
    });
    expect(moneyMade([{ life, country: 'US' }], now).all_time[0]).toMatchObject({
      kept_minor: 0,
      fee_unknown: 1,
    });
  });

  it('is empty with nothing sold', () => {
    expect(moneyMade([inUk({ state: 'saved' })], now)).toEqual({
      all_time: [],
      this_month: [],
      by_marketplace: [],
    });
  });
});
