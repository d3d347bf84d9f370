import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ItemLife,
  type Posting,
  SOLD_ELSEWHERE,
  type LifeEvent,
  applyTransition,
  isForSale,
  lifeTransitions,
  livePostings,
} from '#domain/item-life.ts';
import { soldTotals } from '#domain/item-life-totals.ts';

// Properties of the item's life (docs/product.md#item-life): no transition outside the table is
// ever accepted, a sold item is never for sale, the totals are the sum of the sold prices.

const now = new Date('2026-11-27T10:00:00.000Z');
// Mostly valid values, so that long walks reach every state; a few invalid ones, refused.
const rarely = <T>(common: fc.Arbitrary<T>, rare: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: common, weight: 6 }, { arbitrary: rare, weight: 1 });
const marketplace = rarely(fc.constantFrom('vinted', 'depop', 'facebook'), fc.constant('etsy'));
const at = rarely(
  fc.constantFrom(undefined, '2026-11-01', '2026-11-27T10:00:00.000Z'),
  fc.constantFrom('2027-01-01', 'x'),
);
const url = rarely(
  fc.constantFrom(
    undefined,
    '',
    'https://www.vinted.co.uk/items/1',
    'https://depop.com/p/2',
    'https://www.facebook.com/m/3',
  ),
  fc.constant('https://evil.example/1'),
);
const price = rarely(
  fc.integer({ min: 1, max: 999_999 }),
  fc.oneof(fc.integer({ min: -5, max: 1_000_005 }), fc.double()),
);
// Listing and taking down weigh more: ticking off a gone item's postings needs several.
const event: fc.Arbitrary<LifeEvent> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('list' as const), marketplace, at, url }), weight: 3 },
  fc.record({ type: fc.constant('relist' as const), marketplace, at, url }),
  { arbitrary: fc.record({ type: fc.constant('take_down' as const), marketplace }), weight: 3 },
  fc.record({
    type: fc.constant('sell' as const),
    price_minor: price,
    currency: rarely(fc.constantFrom('GBP', 'EUR'), fc.constant('gbp')),
    where: fc.oneof(marketplace, fc.constant(SOLD_ELSEWHERE)),
    at,
  }),
  fc.record({ type: fc.constant('give_away' as const), at }),
  fc.record({ type: fc.constant('keep' as const), at }),
);

/** Runs the events from a saved item, checking each step against the table. */
function walk(
  events: LifeEvent[],
  check: (before: ItemLife, after: ItemLife, e: LifeEvent) => void,
): ItemLife {
  let life: ItemLife = { state: 'saved' };
  for (const e of events) {
    const result = applyTransition({ stage: 'saved', life }, e, now);
    if (!lifeTransitions[life.state].includes(e.type)) expect(result.ok).toBe(false);
    if (result.ok) {
      check(life, result.life, e);
      life = result.life;
    } else {
      expect(result.reason.length).toBeGreaterThan(0);
    }
  }
  return life;
}

describe('item life properties', () => {
  it('never accepts an event outside the table, and lands only in a state the event leads to', () => {
    const leadsTo: Record<LifeEvent['type'], readonly string[]> = {
      list: ['listed'],
      relist: ['listed'],
      take_down: ['saved', 'listed', 'sold', 'given_away', 'kept'],
      sell: ['sold'],
      give_away: ['given_away'],
      keep: ['kept'],
    };
    const taken = new Set<string>();
    fc.assert(
      fc.property(fc.array(event, { minLength: 10, maxLength: 40 }), (events) => {
        walk(events, (before, after, e) => {
          expect(lifeTransitions[before.state]).toContain(e.type);
          taken.add(`${before.state} ${e.type}`);
          expect(leadsTo[e.type]).toContain(after.state);
          // take_down never changes a gone item's state.
          if (e.type === 'take_down' && before.state !== 'listed') expect(after.state).toBe(before.state);
        });
      }),
      { numRuns: 500 },
    );
    // The walks are long and valid enough to take every transition of the table.
    const table = Object.entries(lifeTransitions).flatMap(([state, types]) =>
      types.map((t) => `${state} ${t}`),
    );
    expect([...taken].sort()).toEqual(table.sort());
  });

  it('never has a sold item for sale, and never lists one twice on a marketplace', () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 10, maxLength: 40 }), (events) => {
        walk(events, (_before, after) => {
          const live = livePostings(after).map((p) => p.marketplace);
          expect(new Set(live).size).toBe(live.length);
          if (after.state === 'sold') {
            expect(isForSale(after)).toBe(false);
            expect('postings' in after).toBe(false);
            expect(live).not.toContain(after.sale.where);
          }
          if (after.state === 'listed') expect(live.length).toBeGreaterThan(0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('adds up sold prices per currency to exactly their sum, ignoring unsold items', () => {
    const life: fc.Arbitrary<ItemLife> = fc.oneof(
      fc.record({
        state: fc.constant('sold' as const),
        sale: fc.record({
          price_minor: fc.integer({ min: 1, max: 999_999 }),
          currency: fc.constantFrom('GBP', 'EUR', 'USD'),
          where: marketplace,
          sold_at: fc.constant('2026-11-01T00:00:00.000Z'),
        }),
        to_take_down: fc.constant<Posting[]>([]),
      }),
      fc.constant({ state: 'saved' as const }),
      fc.constant<ItemLife>({ state: 'kept', at: '2026-11-01T00:00:00.000Z', to_take_down: [] }),
    );
    fc.assert(
      fc.property(fc.array(life, { maxLength: 200 }), (lives) => {
        const sold = lives.flatMap((l) => (l.state === 'sold' ? [l.sale] : []));
        const totals = soldTotals(lives.map((l) => ({ life: l, country: 'GB' })));
        expect(totals.map((t) => t.currency)).toEqual([...new Set(sold.map((s) => s.currency))]);
        for (const t of totals) {
          const inCurrency = sold.filter((s) => s.currency === t.currency);
          expect(t.total_minor).toBe(inCurrency.reduce((sum, s) => sum + s.price_minor, 0));
          expect(t.count).toBe(inCurrency.length);
        }
        expect(totals.reduce((n, t) => n + t.count, 0)).toBe(sold.length);
      }),
    );
  });
});

describe('soldTotals', () => {
  it('sums exactly, one row per currency in first-seen order', () => {
    const sale = (price_minor: number, currency: string): ItemLife => ({
      state: 'sold',
      sale: { price_minor, currency, where: 'vinted', sold_at: '2026-11-01T00:00:00.000Z' },
      to_take_down: [],
    });
    expect(soldTotals([])).toEqual([]);
    const lives: ItemLife[] = [sale(1250, 'GBP'), { state: 'saved' }, sale(1, 'EUR'), sale(999_999, 'GBP')];
    // Vinted's fee is unknown: nothing kept is counted, each sale left out is.
    expect(soldTotals(lives.map((life) => ({ life, country: 'GB' })))).toEqual([
      { currency: 'GBP', total_minor: 1_001_249, count: 2, kept_minor: 0, fee_unknown: 2 },
      { currency: 'EUR', total_minor: 1, count: 1, kept_minor: 0, fee_unknown: 1 },
    ]);
  });
});
