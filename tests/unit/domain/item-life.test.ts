import { describe, expect, it } from 'vitest';
import {
  type ItemLife,
  type LifeEvent,
  type LifeState,
  SOLD_ELSEWHERE,
  applyTransition,
  isForSale,
  lifeEventTypes,
  lifeOf,
  lifeReasons,
  lifeStates,
  lifeTransitions,
  listedPostings,
  livePostings,
} from '#domain/item-life.ts';

// The item's life past `saved` (docs/product.md#item-life): exact states, table and results.

const now = new Date('2026-11-27T10:00:00.000Z');
const NOW = '2026-11-27T10:00:00.000Z';
const saved = { stage: 'saved' as const };
const withLife = (life: ItemLife) => ({ stage: 'saved' as const, life });
const vinted = { marketplace: 'vinted', listed_at: '2026-11-20T00:00:00.000Z' };
const depop = { marketplace: 'depop', listed_at: '2026-11-21T00:00:00.000Z' };
const listed: ItemLife = { state: 'listed', postings: [vinted, depop] };
const sale = { price_minor: 1250, currency: 'GBP', where: 'vinted', sold_at: NOW };

const apply = (life: ItemLife | undefined, event: LifeEvent) =>
  applyTransition(life === undefined ? saved : withLife(life), event, now);

describe('states and table', () => {
  it('has the five states and six events', () => {
    expect(lifeStates).toEqual(['saved', 'listed', 'sold', 'given_away', 'kept']);
    expect(lifeEventTypes).toEqual(['list', 'take_down', 'sell', 'give_away', 'keep', 'relist']);
  });

  it('allows exactly these transitions', () => {
    expect(lifeTransitions).toEqual({
      saved: ['list', 'sell', 'give_away', 'keep'],
      listed: ['list', 'take_down', 'sell', 'give_away', 'keep'],
      sold: ['take_down', 'relist'],
      given_away: ['take_down', 'relist'],
      kept: ['take_down', 'relist'],
    });
  });

  it.each([
    ['saved', 'take_down', 'An item that is saved cannot be taken down.'],
    ['saved', 'relist', 'An item that is saved cannot be relisted.'],
    ['listed', 'relist', 'An item that is listed cannot be relisted.'],
    ['sold', 'list', 'An item that is sold cannot be listed.'],
    ['sold', 'sell', 'An item that is sold cannot be sold.'],
    ['given_away', 'give_away', 'An item that is given away cannot be given away.'],
    ['kept', 'keep', 'An item that is kept cannot be kept.'],
  ] as const)('refuses %s + %s with "%s"', (state: LifeState, type, reason) => {
    expect(lifeReasons.notAllowed(state, type)).toBe(reason);
  });

  it('refuses an event outside the table before looking at it', () => {
    const sold: ItemLife = { state: 'sold', sale, to_take_down: [] };
    expect(apply(sold, { type: 'list', marketplace: 'nowhere' })).toEqual({
      ok: false,
      reason: 'An item that is sold cannot be listed.',
    });
  });
});

describe('lifeOf: old items and the stages before', () => {
  it('has no life before the item is saved', () => {
    expect(lifeOf({ stage: 'analyzing' })).toBeNull();
    expect(lifeOf({ stage: 'ready', life: listed })).toBeNull();
    expect(applyTransition({ stage: 'ready' }, { type: 'keep' }, now)).toEqual({
      ok: false,
      reason: 'Save the item first.',
    });
  });

  it('reads a saved item with no life field, or a null one, as saved', () => {
    expect(lifeOf(saved)).toEqual({ state: 'saved' });
    expect(lifeOf({ stage: 'saved', life: null })).toEqual({ state: 'saved' });
    expect(lifeOf(withLife(listed))).toBe(listed);
  });
});

describe('list', () => {
  it('lists a saved item, dated now, with a trimmed address on the marketplace', () => {
    const url = 'https://www.vinted.co.uk/items/42';
    expect(apply(undefined, { type: 'list', marketplace: 'vinted', url: `  ${url} ` })).toEqual({
      ok: true,
      life: { state: 'listed', postings: [{ marketplace: 'vinted', listed_at: NOW, url }] },
    });
  });

  it('leaves out an empty or blank address', () => {
    const event = { type: 'list', marketplace: 'depop', at: '2026-11-21' } as const;
    const expected = { ok: true, life: { state: 'listed', postings: [depop] } };
    expect(apply(undefined, { ...event, url: '' })).toEqual(expected);
    expect(apply(undefined, { ...event, url: '   ' })).toEqual(expected);
  });

  it('adds a second marketplace after the first and keeps relisted_at', () => {
    const relisted: ItemLife = { state: 'listed', postings: [vinted], relisted_at: NOW };
    expect(apply(relisted, { type: 'list', marketplace: 'depop', at: depop.listed_at })).toEqual({
      ok: true,
      life: { state: 'listed', postings: [vinted, depop], relisted_at: NOW },
    });
  });

  it('refuses an unknown marketplace, a second posting on one, and a foreign address', () => {
    expect(apply(undefined, { type: 'list', marketplace: 'etsy' })).toEqual({
      ok: false,
      reason: 'Unknown marketplace: etsy.',
    });
    expect(apply(listed, { type: 'list', marketplace: 'vinted' })).toEqual({
      ok: false,
      reason: 'The item is already listed on Vinted.',
    });
    const foreign = {
      type: 'list',
      marketplace: 'facebook',
      url: 'https://depop.com/x',
    } as const;
    expect(apply(undefined, foreign)).toEqual({
      ok: false,
      reason: 'That address is not a Facebook Marketplace listing.',
    });
  });

  it('accepts a date equal to now, refuses one past the clock allowance or unreadable', () => {
    const at = (value: string) => apply(undefined, { type: 'list', marketplace: 'vinted', at: value });
    expect(at(NOW)).toEqual({
      ok: true,
      life: { state: 'listed', postings: [{ marketplace: 'vinted', listed_at: NOW }] },
    });
    expect(at('2026-11-27T10:05:00.001Z')).toEqual({
      ok: false,
      reason: 'The date cannot be in the future.',
    });
    expect(at('last Tuesday')).toEqual({ ok: false, reason: lifeReasons.badDate });
  });
});

describe('take_down', () => {
  it('takes one posting down and keeps the item listed on the others', () => {
    expect(apply(listed, { type: 'take_down', marketplace: 'vinted' })).toEqual({
      ok: true,
      life: { state: 'listed', postings: [depop] },
    });
  });

  it('returns a listed item to saved when its last posting is taken down', () => {
    const one: ItemLife = { state: 'listed', postings: [depop], relisted_at: NOW };
    expect(apply(one, { type: 'take_down', marketplace: 'depop' })).toEqual({
      ok: true,
      life: { state: 'saved' },
    });
  });

  it('ticks a reminder off a sold item, which stays sold', () => {
    const sold: ItemLife = { state: 'sold', sale, to_take_down: [depop, vinted] };
    expect(apply(sold, { type: 'take_down', marketplace: 'depop' })).toEqual({
      ok: true,
      life: { state: 'sold', sale, to_take_down: [vinted] },
    });
    const kept: ItemLife = { state: 'kept', at: NOW, to_take_down: [depop] };
    expect(apply(kept, { type: 'take_down', marketplace: 'depop' })).toEqual({
      ok: true,
      life: { state: 'kept', at: NOW, to_take_down: [] },
    });
  });

  it('refuses a marketplace the item is not live on, by name or else by id', () => {
    const one: ItemLife = { state: 'listed', postings: [vinted] };
    expect(apply(one, { type: 'take_down', marketplace: 'depop' })).toEqual({
      ok: false,
      reason: 'The item is not live on Depop.',
    });
    const gone: ItemLife = { state: 'given_away', at: NOW, to_take_down: [] };
    expect(apply(gone, { type: 'take_down', marketplace: 'etsy' })).toEqual({
      ok: false,
      reason: 'The item is not live on etsy.',
    });
  });
});

describe('sell', () => {
  const sell = (life: ItemLife | undefined, change: Partial<Extract<LifeEvent, { type: 'sell' }>>) =>
    apply(life, { type: 'sell', price_minor: 1250, currency: 'GBP', where: 'vinted', ...change });

  it('sells on one marketplace and leaves the others to take down', () => {
    expect(sell(listed, {})).toEqual({
      ok: true,
      life: { state: 'sold', sale, to_take_down: [depop], listed_on: [vinted, depop] },
    });
  });

  it('keeps where it was listed after the rest are taken down (the records file)', () => {
    const sold = sell(listed, {});
    if (!sold.ok) throw new Error(sold.reason);
    const takenDown = apply(sold.life, { type: 'take_down', marketplace: 'depop' });
    if (!takenDown.ok) throw new Error(takenDown.reason);
    expect(listedPostings(takenDown.life)).toEqual([vinted, depop]);
    expect(listedPostings(listed)).toEqual([vinted, depop]);
    expect(listedPostings({ state: 'saved' })).toEqual([]);
    // Sold before listed_on was kept: the postings still to take down are all it knows.
    expect(listedPostings({ state: 'sold', sale, to_take_down: [depop] })).toEqual([depop]);
  });

  it('sells a saved item elsewhere, on a given date, with nothing to take down', () => {
    expect(sell(undefined, { where: SOLD_ELSEWHERE, at: '2026-11-26' })).toEqual({
      ok: true,
      life: {
        state: 'sold',
        sale: { price_minor: 1250, currency: 'GBP', where: 'elsewhere', sold_at: '2026-11-26T00:00:00.000Z' },
        to_take_down: [],
      },
    });
  });

  it('accepts prices from 1 to 999999 minor units, whole only', () => {
    const badPrice = { ok: false, reason: 'The price must be above 0 and below 10000.' };
    expect(sell(undefined, { price_minor: 0 })).toEqual(badPrice);
    expect(sell(undefined, { price_minor: -1 })).toEqual(badPrice);
    expect(sell(undefined, { price_minor: 1.5 })).toEqual(badPrice);
    expect(sell(undefined, { price_minor: 1_000_000 })).toEqual(badPrice);
    expect(sell(undefined, { price_minor: 1 })).toMatchObject({ ok: true });
    expect(sell(undefined, { price_minor: 999_999 })).toMatchObject({ ok: true });
  });

  it('keeps the postage the seller paid, from 0 to 999999 minor units, whole only', () => {
    const badPostage = { ok: false, reason: 'The postage paid must be from 0 and below 10000.' };
    for (const postage_minor of [-1, 1.5, 1_000_000, Number.NaN])
      expect(sell(undefined, { postage_minor })).toEqual(badPostage);
    for (const postage_minor of [0, 999_999]) {
      const result = sell(undefined, { postage_minor });
      expect(result.ok && result.life.state === 'sold' && result.life.sale.postage_minor).toBe(postage_minor);
    }
    // Not given: the sale has no postage field at all.
    const none = sell(undefined, {});
    expect(none.ok && none.life.state === 'sold' && 'postage_minor' in none.life.sale).toBe(false);
  });

  it('needs a three-letter upper-case currency, a known place and a past date', () => {
    const badCurrency = { ok: false, reason: 'The currency must be a three-letter code such as GBP.' };
    for (const currency of ['gbp', 'GB', 'GBPX', ' GBP'])
      expect(sell(undefined, { currency })).toEqual(badCurrency);
    expect(sell(undefined, { where: 'etsy' })).toEqual({ ok: false, reason: 'Unknown marketplace: etsy.' });
    expect(sell(undefined, { at: '2027-01-01' })).toEqual({
      ok: false,
      reason: 'The date cannot be in the future.',
    });
  });
});

describe('give_away and keep', () => {
  it('lets a listed item go, keeping its postings to take down', () => {
    expect(apply(listed, { type: 'give_away' })).toEqual({
      ok: true,
      life: { state: 'given_away', at: NOW, to_take_down: [vinted, depop], listed_on: [vinted, depop] },
    });
    expect(apply(undefined, { type: 'keep', at: '2026-11-01' })).toEqual({
      ok: true,
      life: { state: 'kept', at: '2026-11-01T00:00:00.000Z', to_take_down: [] },
    });
    expect(apply(undefined, { type: 'keep', at: 'soon' })).toEqual({
      ok: false,
      reason: lifeReasons.badDate,
    });
  });
});

describe('relist', () => {
  it('puts a sold item back on sale, still live where it was not taken down', () => {
    const sold: ItemLife = { state: 'sold', sale, to_take_down: [depop] };
    expect(apply(sold, { type: 'relist', marketplace: 'vinted' })).toEqual({
      ok: true,
      life: {
        state: 'listed',
        postings: [depop, { marketplace: 'vinted', listed_at: NOW }],
        relisted_at: NOW,
      },
    });
  });

  it('replaces a posting still live on the marketplace it is relisted on', () => {
    const kept: ItemLife = { state: 'kept', at: NOW, to_take_down: [vinted, depop] };
    const url = 'https://vinted.co.uk/items/7';
    expect(apply(kept, { type: 'relist', marketplace: 'vinted', at: '2026-11-25', url })).toEqual({
      ok: true,
      life: {
        state: 'listed',
        postings: [depop, { marketplace: 'vinted', listed_at: '2026-11-25T00:00:00.000Z', url }],
        relisted_at: '2026-11-25T00:00:00.000Z',
      },
    });
  });

  it('refuses a foreign address when relisting', () => {
    const gone: ItemLife = { state: 'given_away', at: NOW, to_take_down: [] };
    expect(apply(gone, { type: 'relist', marketplace: 'depop', url: 'https://vinted.co.uk/1' })).toEqual({
      ok: false,
      reason: 'That address is not a Depop listing.',
    });
  });
});

describe('isForSale and livePostings', () => {
  const lives: Record<LifeState, ItemLife> = {
    saved: { state: 'saved' },
    listed,
    sold: { state: 'sold', sale, to_take_down: [depop] },
    given_away: { state: 'given_away', at: NOW, to_take_down: [vinted] },
    kept: { state: 'kept', at: NOW, to_take_down: [] },
  };

  it('is for sale only when listed', () => {
    expect(lifeStates.filter((s) => isForSale(lives[s]))).toEqual(['listed']);
  });

  it('gives the postings still live in each state', () => {
    expect(lifeStates.map((s) => livePostings(lives[s]))).toEqual([
      [],
      [vinted, depop],
      [depop],
      [vinted],
      [],
    ]);
  });
});
