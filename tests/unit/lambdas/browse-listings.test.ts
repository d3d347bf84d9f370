import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_PAGE_SIZE, LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import type { ItemLife } from '#domain/item-life.ts';
import { SEARCH_MAX_LENGTH } from '#domain/listings-browse.ts';
import { yourItemsTexts } from '#domain/messages.ts';
import type * as BrowseListings from '#lambdas/listings/browse-listings.ts';
import type { BrowsePage, BrowseRequest, ListingsBrowser } from '#lambdas/lib/ports/listings-browser.ts';
import type { Caller } from '#lambdas/lib/runtime/caller.ts';
import { fixtureUserId, storedListing } from '../../support/listing-builder';
import { InMemoryPhotoStore } from '../../support/in-memory/in-memory-photo-store';

// Your Items' use cases (lambdas/listings/browse-listings.ts) on a stand-in browser port: the
// strict query, the page and its cursors, the summary and the records' rows. The emulator
// tests (your-items-*.test.ts) prove the DynamoDB side; these pin the use cases' own rules.
// The module loads inside each test (docs/architecture/testing.md#mutation-testing).

let use: typeof BrowseListings;
beforeEach(async () => {
  vi.resetModules();
  use = await import('#lambdas/listings/browse-listings.ts');
});

const caller: Caller = { userId: fixtureUserId, username: 'fixture' } as Caller;
const id = (n: number) => `01JD00000000000000000000${String(n).padStart(2, '0')}`;
const sold = (price_minor: number, sold_at: string, where = 'vinted'): ItemLife => ({
  state: 'sold',
  sale: { price_minor, currency: 'GBP', where, sold_at },
  to_take_down: [],
});

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function fakeBrowser(page: BrowsePage, requests: BrowseRequest[] = []): ListingsBrowser {
  return {
    browse: async (userId, request) => {
      expect(userId).toBe(fixtureUserId);
      requests.push(request);
      return page;
    },
    viewSubjects: async () => [
      { stage: 'saved' },
      { stage: 'saved', life_state: 'listed' },
      { stage: 'saved', life_state: 'sold' },
      { stage: 'saved', life_state: 'given_away' },
      { stage: 'ready', life_state: null },
    ],
    soldLives: async () =>
      [sold(1000, '2026-11-20T10:00:00.000Z'), sold(250, '2026-10-31T23:00:00.000Z', 'ebay')].map((life) => ({
        life,
        country: 'GB',
      })),
    exportPage: async () => ({ listings: [], lastId: undefined }),
  };
}

describe('the browse query', () => {
  it('is a browse query only when it names a view, a sort or a search', () => {
    expect(use.isBrowseQuery(undefined)).toBe(false);
    expect(use.isBrowseQuery({ cursor: 'x', stage: 'ready' })).toBe(false);
    expect(use.isBrowseQuery({ view: 'sold' })).toBe(true);
    expect(use.isBrowseQuery({ sort: 'price' })).toBe(true);
    expect(use.isBrowseQuery({ q: '' })).toBe(true);
  });

  it('defaults to All, newest first, no search, and keeps a cursor', () => {
    expect(use.browseQueryOf(undefined)).toEqual({ view: 'all', sort: 'newest', q: '' });
    expect(use.browseQueryOf({ view: 'sold', sort: 'price', q: 'oak', cursor: 'c' })).toEqual({
      view: 'sold',
      sort: 'price',
      q: 'oak',
      cursor: 'c',
    });
  });

  it.each([
    [{ view: 'all', stage: 'ready' }, yourItemsTexts.stageWithView],
    [{ view: 'all', page: '2' }, 'Unknown query parameter page: use view, sort, q or cursor.'],
    [{ view: 'everything' }, yourItemsTexts.badView('for_sale, sold, given_away, kept, all')],
    [{ sort: 'oldest' }, yourItemsTexts.badSort('newest, price, days_listed')],
    [{ q: 'x'.repeat(SEARCH_MAX_LENGTH + 1) }, yourItemsTexts.longSearch(SEARCH_MAX_LENGTH)],
  ])('refuses %o with its reason', (parameters, message) => {
    expect(refusal(() => use.browseQueryOf(parameters))).toMatchObject({ status: 400, message });
  });

  it('takes a search of exactly the longest length', () => {
    expect(use.browseQueryOf({ q: 'x'.repeat(SEARCH_MAX_LENGTH) }).q).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('a page of a view', () => {
  const photos = new InMemoryPhotoStore();
  const query = { view: 'for_sale', sort: 'newest', q: 'Oak  CHAIR' } as const;

  it('asks the port for one page of the view, sort and search words, with photos signed', async () => {
    const requests: BrowseRequest[] = [];
    const page = { listings: [storedListing(id(1), { stage: 'saved' })], partial: false };
    const answer = await use.browseListings({ browser: fakeBrowser(page, requests), photos }, caller, query);
    expect(requests).toEqual([
      { view: 'for_sale', sort: 'newest', words: ['oak', 'chair'], limit: LISTINGS_PAGE_SIZE },
    ]);
    expect(answer.listings.map((listing) => [listing.id, listing.life])).toEqual([
      [id(1), { state: 'saved' }],
    ]);
    expect(answer.listings[0]!.image_url).toContain(storedListing(id(1)).image_key);
    expect(answer.nextCursor).toBeNull();
    expect(answer).not.toHaveProperty('partial');
  });

  it('gives a cursor that starts the next page where this one ended, and says when it stopped early', async () => {
    const page = { listings: [], next: { after: id(9) }, partial: true };
    const first = await use.browseListings({ browser: fakeBrowser(page), photos }, caller, query);
    expect(first.partial).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));
    const requests: BrowseRequest[] = [];
    const deps = { browser: fakeBrowser({ listings: [], partial: false }, requests), photos };
    await use.browseListings(deps, caller, { ...query, cursor: first.nextCursor! });
    expect(requests[0]!.from).toEqual({ after: id(9) });
    // The cursor belongs to this search: another one's page refuses it.
    const other = use.browseListings(deps, caller, { ...query, q: 'lamp', cursor: first.nextCursor! });
    await expect(other).rejects.toMatchObject({ status: 400 });
  });
});

describe('the summary', () => {
  it('counts each view, the items shifted, and what the sold items made this month and in all', async () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    const summary = await use.listingsSummary(
      { browser: fakeBrowser({ listings: [], partial: false }) },
      caller,
      now,
    );
    expect(summary.counts).toEqual({ for_sale: 2, sold: 1, given_away: 1, kept: 0, all: 5 });
    expect(summary.shifted).toBe(2);
    expect(summary.month_start).toBe('2026-11-01T00:00:00.000Z');
    expect(summary.money.all_time).toEqual([
      { currency: 'GBP', total_minor: 1250, count: 2, kept_minor: 0, fee_unknown: 2 },
    ]);
    expect(summary.money.this_month).toEqual([
      { currency: 'GBP', total_minor: 1000, count: 1, kept_minor: 0, fee_unknown: 1 },
    ]);
  });
});

describe('the records', () => {
  it('reads pages of the records size, oldest first, with a cursor to the next', async () => {
    const asked: [string | undefined, number][] = [];
    const browser: ListingsBrowser = {
      ...fakeBrowser({ listings: [], partial: false }),
      exportPage: async (_user, after, limit) => {
        asked.push([after, limit]);
        return after === undefined
          ? { listings: [storedListing(id(1), { stage: 'saved' })], lastId: id(1) }
          : { listings: [] };
      },
    };
    const first = await use.exportListings({ browser }, caller, undefined);
    expect(first.rows.map((row) => row.id)).toEqual([id(1)]);
    const second = await use.exportListings({ browser }, caller, first.nextCursor!);
    expect(second).toEqual({ rows: [], nextCursor: null });
    expect(asked).toEqual([
      [undefined, EXPORT_PAGE_SIZE],
      [id(1), EXPORT_PAGE_SIZE],
    ]);
    await expect(use.exportListings({ browser }, caller, 'not-a-cursor!')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('writes a row from the item and its life, read as lifeOf reads it', () => {
    const row = use.exportRow(
      storedListing(id(2), {
        stage: 'saved',
        user_fields: { title: '  Oak chair  ', price: '£40' },
        country: 'US',
        currency: 'USD',
        life: sold(3505, '2026-11-20T10:00:00.000Z', 'ebay'),
      }),
    );
    expect(row).toEqual({
      id: id(2),
      title: 'Oak chair',
      price: '40.00',
      currency: 'USD',
      country: 'US',
      state: 'sold',
      postings: [],
      created_at: '2026-11-22T10:00:00.000Z',
      sold_at: '2026-11-20T10:00:00.000Z',
      sold_price_minor: 3505,
      sold_postage_minor: null,
      sold_currency: 'GBP',
      sold_where: 'ebay',
      gone_at: null,
    });
  });

  it('writes the postage the seller paid for the sale', () => {
    const life = sold(3505, '2026-11-20T10:00:00.000Z', 'ebay');
    const withPostage: ItemLife =
      life.state === 'sold' ? { ...life, sale: { ...life.sale, postage_minor: 420 } } : life;
    expect(
      use.exportRow(storedListing(id(2), { stage: 'saved', life: withPostage })).sold_postage_minor,
    ).toBe(420);
  });

  it('takes its cursor and no other query parameter, naming the one it takes', () => {
    expect(use.exportCursorOf(undefined)).toBeUndefined();
    expect(use.exportCursorOf({ cursor: 'abc' })).toBe('abc');
    for (const name of ['view', 'sort', 'q', 'page']) {
      expect(refusal(() => use.exportCursorOf({ [name]: 'x' }))).toMatchObject({
        status: 400,
        message: `Unknown query parameter ${name}: use cursor.`,
      });
    }
  });

  it('writes where a sold item was listed, the marketplace it sold on too', () => {
    const vinted = { marketplace: 'vinted', listed_at: '2026-11-01T00:00:00.000Z' };
    const ebay = { marketplace: 'ebay', listed_at: '2026-11-02T00:00:00.000Z' };
    // Listed on Vinted and eBay, sold on Vinted, eBay ticked off as taken down.
    const life: ItemLife = {
      state: 'sold',
      sale: { price_minor: 3505, currency: 'GBP', where: 'vinted', sold_at: '2026-11-20T10:00:00.000Z' },
      to_take_down: [],
      listed_on: [vinted, ebay],
    };
    expect(use.exportRow(storedListing(id(8), { stage: 'saved', life })).postings).toEqual([vinted, ebay]);
  });

  it('writes an old item as GB and GBP, a ready one by its stage, a kept one with its date', () => {
    const ready = use.exportRow(storedListing(id(3), { user_fields: {} }));
    expect(ready).toMatchObject({ title: '', currency: 'GBP', country: 'GB', state: 'ready', postings: [] });
    expect(ready).toMatchObject({ sold_at: null, sold_price_minor: null, sold_where: null, gone_at: null });
    const listed = use.exportRow(
      storedListing(id(4), {
        stage: 'saved',
        life: {
          state: 'listed',
          postings: [{ marketplace: 'vinted', listed_at: '2026-11-01T00:00:00.000Z' }],
        },
      }),
    );
    expect(listed).toMatchObject({ state: 'listed', postings: [{ marketplace: 'vinted' }], gone_at: null });
    const kept: ItemLife = { state: 'kept', at: '2026-11-03T00:00:00.000Z', to_take_down: [] };
    expect(use.exportRow(storedListing(id(5), { stage: 'saved', life: kept }))).toMatchObject({
      state: 'kept',
      gone_at: '2026-11-03T00:00:00.000Z',
    });
    const given: ItemLife = { state: 'given_away', at: '2026-11-04T00:00:00.000Z', to_take_down: [] };
    expect(use.exportRow(storedListing(id(6), { stage: 'saved', life: given }))).toMatchObject({
      state: 'given_away',
      gone_at: '2026-11-04T00:00:00.000Z',
    });
    expect(use.exportRow(storedListing(id(7), { stage: 'saved' })).state).toBe('saved');
  });
});
