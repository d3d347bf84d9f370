import { describe, expect, it } from 'vitest';
import type { ItemLife } from '#domain/item-life.ts';
import { moneyMade, monthStart } from '#domain/item-life-totals.ts';

// The summary of what the seller made (docs/product.md#your-items): exact sums per currency.

const sold = (price_minor: number, where: string, sold_at: string, currency = 'GBP'): ItemLife => ({
  state: 'sold',
  sale: { price_minor, currency, where, sold_at },
  to_take_down: [],
});

describe('monthStart', () => {
  it('is the first instant of the UTC month', () => {
    expect(monthStart(new Date('2026-11-27T10:00:00.000Z'))).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('moneyMade', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  const lives: ItemLife[] = [
    sold(3500, 'vinted', '2026-10-31T23:59:59.999Z'),
    sold(850, 'depop', '2026-11-01T00:00:00.000Z'),
    sold(1200, 'vinted', '2026-11-20T10:00:00.000Z', 'EUR'),
    sold(5500, 'elsewhere', '2026-09-01T10:00:00.000Z'),
    { state: 'given_away', at: '2026-11-04T10:00:00.000Z', to_take_down: [] },
    { state: 'listed', postings: [] },
  ];

  it('adds every sale all time, per currency', () => {
    expect(moneyMade(lives, now).all_time).toEqual([
      { currency: 'GBP', total_minor: 9850, count: 3 },
      { currency: 'EUR', total_minor: 1200, count: 1 },
    ]);
  });

  it('this month: from the first instant of the month on', () => {
    expect(moneyMade(lives, now).this_month).toEqual([
      { currency: 'GBP', total_minor: 850, count: 1 },
      { currency: 'EUR', total_minor: 1200, count: 1 },
    ]);
  });

  it('by marketplace, in the order each first sold', () => {
    expect(moneyMade(lives, now).by_marketplace).toEqual([
      {
        where: 'vinted',
        totals: [
          { currency: 'GBP', total_minor: 3500, count: 1 },
          { currency: 'EUR', total_minor: 1200, count: 1 },
        ],
      },
      { where: 'depop', totals: [{ currency: 'GBP', total_minor: 850, count: 1 }] },
      { where: 'elsewhere', totals: [{ currency: 'GBP', total_minor: 5500, count: 1 }] },
    ]);
  });

  it('is empty with nothing sold', () => {
    expect(moneyMade([{ state: 'saved' }], now)).toEqual({
      all_time: [],
      this_month: [],
      by_marketplace: [],
    });
  });
});
