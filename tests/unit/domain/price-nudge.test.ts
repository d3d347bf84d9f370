import { describe, expect, it } from 'vitest';
import { PRICE_NUDGE_AFTER_DAYS, PRICE_NUDGE_DROP_PERCENT } from '#domain/constants.ts';
import type { ItemLife } from '#domain/item-life.ts';
import { daysListed, listedSince } from '#domain/listings-browse.ts';
import { dropTarget, priceNudge, type PriceNudgeInput, quickSalePrice } from '#domain/price-nudge.ts';

// Honest pricing's nudge and Quick sale (docs/product.md#honest-pricing), with a fake clock.

const listed = (at: string, more: Partial<Extract<ItemLife, { state: 'listed' }>> = {}): ItemLife => ({
  state: 'listed',
  postings: [{ marketplace: 'vinted', listed_at: at }],
  ...more,
});
const day = (n: number) => new Date(Date.parse('2026-11-01T09:00:00.000Z') + n * 24 * 60 * 60 * 1000);
const input = (overrides: Partial<PriceNudgeInput> = {}): PriceNudgeInput => ({
  life: listed('2026-11-01T09:00:00.000Z'),
  currentMinor: 2000,
  suggestedMinor: [1000, 1500, 2000, 2500],
  now: day(7),
  answeredStretch: 0,
  ...overrides,
});

describe('the constants', () => {
  it('nudges after 7 days, offering 10 % off when no suggestion is lower', () => {
    expect(PRICE_NUDGE_AFTER_DAYS).toBe(7);
    expect(PRICE_NUDGE_DROP_PERCENT).toBe(10);
  });
});

describe('listedSince and daysListed', () => {
  it('counts from the first live posting', () => {
    const life: ItemLife = {
      state: 'listed',
      postings: [
        { marketplace: 'vinted', listed_at: '2026-11-03T09:00:00.000Z' },
        { marketplace: 'depop', listed_at: '2026-11-01T09:00:00.000Z' },
      ],
    };
    expect(listedSince(life)).toBe('2026-11-01T09:00:00.000Z');
    expect(daysListed(life, day(7))).toBe(7);
  });

  it('counts from a relisting', () => {
    const life = listed('2026-10-01T09:00:00.000Z', { relisted_at: '2026-11-01T09:00:00.000Z' });
    expect(listedSince(life)).toBe('2026-11-01T09:00:00.000Z');
    expect(daysListed(life, day(3))).toBe(3);
  });

  it('counts whole days only, and never below nothing', () => {
    const life = listed('2026-11-01T09:00:00.000Z');
    expect(daysListed(life, new Date(day(7).getTime() - 1))).toBe(6);
    expect(daysListed(life, day(7))).toBe(7);
    expect(daysListed(life, day(-2))).toBe(0);
  });

  it('has no days listed unless the item is listed', () => {
    const sold: ItemLife = {
      state: 'sold',
      sale: { price_minor: 1000, currency: 'GBP', where: 'vinted', sold_at: '2026-11-02T00:00:00.000Z' },
      to_take_down: [],
    };
    expect(listedSince({ state: 'saved' })).toBeNull();
    expect(daysListed({ state: 'saved' }, day(9))).toBeNull();
    expect(daysListed(sold, day(9))).toBeNull();
    expect(
      daysListed({ state: 'kept', at: '2026-11-01T00:00:00.000Z', to_take_down: [] }, day(9)),
    ).toBeNull();
  });
});

describe('dropTarget', () => {
  it('drops to the highest suggested price below the current one', () => {
    expect(dropTarget(2000, [1000, 1500, 2000, 2500])).toBe(1500);
    expect(dropTarget(1500, [2500, 1000, 1499])).toBe(1499);
  });

  it('takes 10 % off, rounded down to the minor unit, when no suggestion is lower', () => {
    expect(dropTarget(2000, [2000, 2500])).toBe(1800);
    expect(dropTarget(999, [])).toBe(899);
    expect(dropTarget(1005, [])).toBe(904);
  });

  it('offers nothing when the drop would leave nothing', () => {
    expect(dropTarget(1, [])).toBeUndefined();
    expect(dropTarget(2, [])).toBe(1);
  });
});

describe('priceNudge', () => {
  it('nudges on the 7th day listed, to the next suggestion down', () => {
    expect(priceNudge(input())).toEqual({ days: 7, stretch: 1, dropToMinor: 1500 });
  });

  it('waits until 7 whole days have passed', () => {
    expect(priceNudge(input({ now: new Date(day(7).getTime() - 1) }))).toBeNull();
    expect(priceNudge(input({ now: day(6) }))).toBeNull();
  });

  it('asks once per 7 days: not again once answered, again a week later', () => {
    expect(priceNudge(input({ now: day(10), answeredStretch: 1 }))).toBeNull();
    expect(priceNudge(input({ now: day(14), answeredStretch: 1 }))).toEqual({
      days: 14,
      stretch: 2,
      dropToMinor: 1500,
    });
    expect(priceNudge(input({ now: day(14), answeredStretch: 2 }))).toBeNull();
  });

  it('never nudges before the first week, whatever answer was stored', () => {
    expect(priceNudge(input({ now: day(3), answeredStretch: -1 }))).toBeNull();
  });

  it('does not nudge an item that is not listed, has no price, or cannot go lower', () => {
    expect(priceNudge(input({ life: { state: 'saved' } }))).toBeNull();
    expect(priceNudge(input({ currentMinor: 0 }))).toBeNull();
    expect(priceNudge(input({ currentMinor: 1, suggestedMinor: [] }))).toBeNull();
  });

  it('nudges a priced item with no suggestions by 10 %', () => {
    expect(priceNudge(input({ suggestedMinor: [] }))).toEqual({ days: 7, stretch: 1, dropToMinor: 1800 });
  });
});

describe('quickSalePrice', () => {
  it('is the lowest suggested price', () => {
    expect(quickSalePrice([12.5, 4.99, 8])).toBe(4.99);
    expect(quickSalePrice([7])).toBe(7);
    expect(quickSalePrice([])).toBeUndefined();
  });
});
