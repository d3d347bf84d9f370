import { describe, expect, it } from 'vitest';
import type { ItemLife } from '#domain/item-life.ts';
import {
  BROWSE_LOOK_LIMIT,
  BROWSE_SORT_LIMIT,
  SEARCH_MAX_LENGTH,
  compareForSort,
  daysListed,
  inView,
  itemsShifted,
  lifeStateOf,
  listedSince,
  listingSorts,
  listingViews,
  searchWords,
  sortPrice,
  titleMatches,
  viewCounts,
  viewStates,
  type SortSubject,
} from '#domain/listings-browse.ts';

// Your Items' views, search, sorts and counts (docs/product.md#your-items): exact values.

const now = new Date('2026-11-27T10:00:00.000Z');
const listed = (...dates: string[]): ItemLife => ({
  state: 'listed',
  postings: dates.map((listed_at, i) => ({ marketplace: `m${i}`, listed_at })),
});
const sold = (price_minor: number): ItemLife => ({
  state: 'sold',
  sale: { price_minor, currency: 'GBP', where: 'vinted', sold_at: '2026-11-20T10:00:00.000Z' },
  to_take_down: [],
});

describe('the views and their states', () => {
  it('are these, in this order, with these limits', () => {
    expect(listingViews).toEqual(['for_sale', 'sold', 'given_away', 'kept', 'all']);
    expect(listingSorts).toEqual(['newest', 'price', 'days_listed']);
    expect(viewStates).toEqual({
      for_sale: ['saved', 'listed'],
      sold: ['sold'],
      given_away: ['given_away'],
      kept: ['kept'],
    });
    expect([SEARCH_MAX_LENGTH, BROWSE_LOOK_LIMIT, BROWSE_SORT_LIMIT]).toEqual([100, 400, 5000]);
  });

  it('read an item not saved as having no life, an old saved one as saved', () => {
    expect(lifeStateOf({ stage: 'ready', life_state: 'sold' })).toBeNull();
    expect(lifeStateOf({ stage: 'analyzing' })).toBeNull();
    expect(lifeStateOf({ stage: 'saved' })).toBe('saved');
    expect(lifeStateOf({ stage: 'saved', life_state: null })).toBe('saved');
    expect(lifeStateOf({ stage: 'saved', life_state: 'kept' })).toBe('kept');
    expect(lifeStateOf({ stage: 'saved', life_state: 'given_away' })).toBe('given_away');
    expect(lifeStateOf({ stage: 'saved', life_state: 'nonsense' })).toBe('saved');
  });

  it('put each item in its views only', () => {
    const cases = [
      [{ stage: 'saved' }, ['for_sale', 'all']],
      [{ stage: 'saved', life_state: 'listed' }, ['for_sale', 'all']],
      [{ stage: 'saved', life_state: 'sold' }, ['sold', 'all']],
      [{ stage: 'saved', life_state: 'given_away' }, ['given_away', 'all']],
      [{ stage: 'saved', life_state: 'kept' }, ['kept', 'all']],
      [{ stage: 'ready' }, ['all']],
    ] as const;
    for (const [item, views] of cases) {
      expect(listingViews.filter((view) => inView(view, item))).toEqual(views);
    }
  });

  it('count each view, and shifted is sold plus given away', () => {
    const counts = viewCounts([
      { stage: 'saved' },
      { stage: 'saved', life_state: 'listed' },
      { stage: 'saved', life_state: 'sold' },
      { stage: 'saved', life_state: 'sold' },
      { stage: 'saved', life_state: 'given_away' },
      { stage: 'saved', life_state: 'kept' },
      { stage: 'analyzing' },
    ]);
    expect(counts).toEqual({ for_sale: 2, sold: 2, given_away: 1, kept: 1, all: 7 });
    expect(itemsShifted(counts)).toBe(3);
    expect(viewCounts([])).toEqual({ for_sale: 0, sold: 0, given_away: 0, kept: 0, all: 0 });
  });
});

describe('the title search', () => {
  it('takes the words, trimmed and lower-cased', () => {
    expect(searchWords('  Brass  LAMP ')).toEqual(['brass', 'lamp']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('matches a title holding every word, in any case and order', () => {
    expect(titleMatches('Old Brass Lamp', ['lamp', 'brass'])).toBe(true);
    expect(titleMatches('Old Brass Lamp', ['lamp', 'oak'])).toBe(false);
    expect(titleMatches('Lampshade', ['lamp'])).toBe(true);
    expect(titleMatches(undefined, ['lamp'])).toBe(false);
    expect(titleMatches(undefined, [])).toBe(true);
  });
});

describe('days listed', () => {
  it('counts from the earliest posting, or the relisting', () => {
    expect(listedSince(listed('2026-11-20T10:00:00.000Z', '2026-11-10T10:00:00.000Z'))).toBe(
      '2026-11-10T10:00:00.000Z',
    );
    expect(daysListed(listed('2026-11-20T10:00:00.000Z'), now)).toBe(7);
    expect(daysListed(listed('2026-11-20T10:00:01.000Z'), now)).toBe(6);
    expect(daysListed(listed('2026-11-27T09:00:00.000Z'), now)).toBe(0);
    const relisted: ItemLife = {
      state: 'listed',
      postings: [{ marketplace: 'vinted', listed_at: '2026-11-01T10:00:00.000Z' }],
      relisted_at: '2026-11-25T10:00:00.000Z',
    };
    expect(daysListed(relisted, now)).toBe(2);
  });

  it('is none for an item not listed, and never below 0', () => {
    expect(daysListed(sold(500), now)).toBeNull();
    expect(daysListed({ state: 'saved' }, now)).toBeNull();
    expect(daysListed(undefined, now)).toBeNull();
    expect(listedSince({ state: 'listed', postings: [] })).toBeNull();
    expect(daysListed(listed('2026-11-28T10:00:00.000Z'), now)).toBe(0);
  });
});

describe('the sorts', () => {
  const item = (id: string, price: number, life: ItemLife | null = null): SortSubject => ({
    id,
    price,
    life,
  });

  it('price: what it sold for once sold, else the asking price the card shows', () => {
    expect(sortPrice({ price: '12.50' }, null)).toBe(12.5);
    expect(sortPrice({ price: '£7' }, { state: 'saved' })).toBe(7);
    expect(sortPrice({}, null)).toBe(0);
    expect(sortPrice({ price: '12.50' }, sold(899))).toBe(8.99);
  });

  it('newest: the later id first', () => {
    const order = [item('01A', 1), item('01C', 1), item('01B', 1)].sort(compareForSort('newest'));
    expect(order.map((i) => i.id)).toEqual(['01C', '01B', '01A']);
    expect(compareForSort('newest')(item('01A', 1), item('01A', 2))).toBe(0);
  });

  it('price: highest first, a tie newest first', () => {
    const order = [item('01A', 5), item('01B', 20), item('01C', 5), item('01D', 0.5)].sort(
      compareForSort('price'),
    );
    expect(order.map((i) => i.id)).toEqual(['01B', '01C', '01A', '01D']);
  });

  it('days listed: longest first, a tie newest first, the items not listed last, newest first', () => {
    const order = [
      item('01A', 1),
      item('01B', 1, listed('2026-11-20T10:00:00.000Z')),
      item('01C', 1, listed('2026-11-01T10:00:00.000Z')),
      item('01D', 1),
      item('01E', 1, listed('2026-11-20T10:00:00.000Z')),
    ].sort(compareForSort('days_listed'));
    expect(order.map((i) => i.id)).toEqual(['01C', '01E', '01B', '01D', '01A']);
    const compare = compareForSort('days_listed');
    expect(compare(item('01A', 1), item('01B', 1, listed('2026-11-20T10:00:00.000Z')))).toBe(1);
    expect(compare(item('01B', 1, listed('2026-11-20T10:00:00.000Z')), item('01A', 1))).toBe(-1);
  });
});
