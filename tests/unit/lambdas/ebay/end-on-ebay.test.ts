import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endOnEbay } from '#lambdas/ebay-listings/end-on-ebay.ts';
import type { ItemLife, Posting } from '#domain/item-life.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { EbayNotConnectedError, EbayReconnectNeededError } from '#lambdas/lib/ports/ebay-access.ts';
import { EbayRefusedError, type EbayListings } from '#lambdas/lib/ports/ebay-listings.ts';
import { changeLife } from '#lambdas/listings/change-life.ts';
import { InMemoryListingsRepository } from '#tests/support/in-memory/in-memory-listings-repository.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { fixtureUserId, storedListing } from '#tests/support/listing-builder.ts';

// Sold elsewhere, given away or kept: the product ends the eBay listing it published itself
// (docs/product.md#item-life), on in-memory ports and an eBay in memory: the life route stores
// the seller's change, then the withdraw route ends the listing. The seller's change is kept
// whatever eBay answers. The same against eBay's stand-in: tests/integration/ebay-withdraw.test.ts.

const caller = { userId: fixtureUserId } as Parameters<typeof changeLife>[1];
const now = new Date('2026-12-01T12:00:00.000Z');
const id = '01JBOOK0000000000000000001';
const seen = '2026-11-30T12:00:00.000Z';
const at = '2026-11-30T10:00:00.000Z';
const vinted: Posting = { marketplace: 'vinted', listed_at: at };
const byHand: Posting = {
  marketplace: 'ebay',
  listed_at: at,
  url: 'https://www.ebay.co.uk/itm/110012345678',
};
const byProduct: Posting = { ...byHand, ebay_offer_id: 'offer-1' };
const sellElsewhere = {
  event: { type: 'sell' as const, price_minor: 800, currency: 'GBP', where: 'elsewhere' },
  seen,
};

let listings: InMemoryListingsRepository;
let withdrawn: string[];
let failure: Error | undefined;

const ebay = {
  withdraw: async (offerId: string) => {
    if (failure) throw failure;
    withdrawn.push(offerId);
  },
} as EbayListings;
const services = () => ({ listings, photos: new InMemoryPhotoStore(), ebayFor: () => ebay });

/** The seller's change (the life route), then the withdrawal (the eBay route), as the app calls them. */
async function change(request: Parameters<typeof changeLife>[3], more = {}) {
  await changeLife(services(), caller, id, request, now);
  return endOnEbay({ ...services(), ...more }, caller, id, now);
}

async function listed(postings: Posting[]) {
  await listings.createOnce(
    storedListing(id, {
      stage: 'saved',
      country: 'GB',
      updated_at: seen,
      user_fields: { title: 'The Hobbit', price: '8' },
      life: { state: 'listed', postings },
    }),
  );
}
const lifeNow = async () => (await listings.get(fixtureUserId, id))?.life;
const soldWith = (to_take_down: Posting[], more = {}): ItemLife => ({
  state: 'sold',
  sale: { price_minor: 800, currency: 'GBP', where: 'elsewhere', sold_at: now.toISOString() },
  to_take_down,
  listed_on: [vinted, byProduct],
  ...more,
});

beforeEach(() => {
  listings = new InMemoryListingsRepository();
  withdrawn = [];
  failure = undefined;
});

describe('marking an item gone ends the eBay listing the product published', () => {
  it('sold elsewhere: eBay’s offer is withdrawn and its reminder ticked, Vinted’s stays', async () => {
    await listed([vinted, byProduct]);
    const answer = await change(sellElsewhere);
    expect(withdrawn).toEqual(['offer-1']);
    const life = soldWith([vinted], { ended_for_you: [byProduct] });
    expect(answer.life).toEqual(life);
    expect(await lifeNow()).toEqual(life);
  });

  it.each([
    ['given away', { type: 'give_away' as const }, 'given_away'],
    ['kept', { type: 'keep' as const }, 'kept'],
  ])('%s: the same', async (_name, event, state) => {
    await listed([byProduct]);
    const answer = await change({ event, seen });
    expect(withdrawn).toEqual(['offer-1']);
    expect(answer.life).toMatchObject({ state, to_take_down: [], ended_for_you: [byProduct] });
  });

  it('an eBay posting the seller recorded by hand is never withdrawn: its reminder stays as it is', async () => {
    await listed([vinted, byHand]);
    const answer = await change(sellElsewhere);
    expect(withdrawn).toEqual([]);
    expect(answer.life).toEqual({ ...soldWith([vinted, byHand]), listed_on: [vinted, byHand] });
  });

  it('sold on eBay itself: eBay closed it, nothing is withdrawn', async () => {
    await listed([vinted, byProduct]);
    const event = { ...sellElsewhere.event, where: 'ebay' };
    await change({ event, seen });
    expect(withdrawn).toEqual([]);
  });
});

describe('when eBay does not end it, the reminder stays with the reason and the change is kept', () => {
  it.each([
    ['eBay refuses', new EbayRefusedError(500, [{ errorId: 25001 }]), texts.notEnded],
    ['the network drops', new TypeError('fetch failed'), texts.notReached],
    ['eBay is not connected', new EbayNotConnectedError(), texts.notConnected],
    ['eBay asks to reconnect', new EbayReconnectNeededError(), texts.reconnect],
  ])('%s', async (_name, error, reason) => {
    await listed([vinted, byProduct]);
    failure = error;
    const answer = await change(sellElsewhere);
    const life = soldWith([vinted, { ...byProduct, not_ended: reason }]);
    expect(answer.life).toEqual(life);
    expect(await lifeNow()).toEqual(life);
  });

  it('the connection’s factory failing (eBay not set up) is the same', async () => {
    await listed([byProduct]);
    const answer = await change(sellElsewhere, {
      ebayFor: () => {
        throw new Error('no eBay app settings');
      },
    });
    expect(answer.life).toMatchObject({ state: 'sold', to_take_down: [{ not_ended: texts.notReached }] });
  });

  it('before eBay is asked, the stored change already holds the eBay reminder: a drop leaves it', async () => {
    await listed([byProduct]);
    const stored = await changeLife(services(), caller, id, sellElsewhere, now);
    expect(stored.life).toMatchObject({ state: 'sold', to_take_down: [byProduct] });
    expect(withdrawn).toEqual([]);
  });

  it('asked again once answered, eBay is not asked again', async () => {
    await listed([byProduct]);
    await change(sellElsewhere);
    await endOnEbay(services(), caller, id, now);
    expect(withdrawn).toEqual(['offer-1']);
  });

  it('changed meanwhile (another device): that change stands, eBay’s answer is not written', async () => {
    await listed([byProduct]);
    await changeLife(services(), caller, id, sellElsewhere, now);
    vi.spyOn(listings, 'changeLife').mockResolvedValueOnce(undefined);
    const answer = await endOnEbay(services(), caller, id, now);
    expect(withdrawn).toEqual(['offer-1']);
    expect(answer.life).toMatchObject({ state: 'sold', to_take_down: [byProduct] });
  });

  it('another user’s item is a 404 and reaches no eBay', async () => {
    await listed([byProduct]);
    await changeLife(services(), caller, id, sellElsewhere, now);
    const other = { userId: 'another-user' } as typeof caller;
    await expect(endOnEbay(services(), other, id, now)).rejects.toMatchObject({ status: 404 });
    expect(withdrawn).toEqual([]);
  });
});
