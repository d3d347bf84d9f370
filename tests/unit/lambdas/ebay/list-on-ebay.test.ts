import { beforeEach, describe, expect, it } from 'vitest';
import { lifeReasons, type ItemLife } from '#domain/item-life.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { prepareEbayListing, publishEbayListing } from '#lambdas/ebay-listings/list-on-ebay.ts';
import { EbayNotConnectedError, EbayReconnectNeededError } from '#lambdas/lib/ports/ebay-access.ts';
import { EbayRefusedError, type EbayFee, type EbayListings } from '#lambdas/lib/ports/ebay-listings.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { InMemoryListingsRepository } from '#tests/support/in-memory/in-memory-listings-repository.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { InMemoryProfilesRepository } from '#tests/support/in-memory/in-memory-profiles-repository.ts';
import { fixtureUserId, storedListing } from '#tests/support/listing-builder.ts';

// List on eBay's use cases (docs/product.md#list-on-ebay) on in-memory ports and an eBay in
// memory that records what it was sent: what the seller sees of their item's life, of eBay's
// fees and of eBay's refusals. The same against eBay's stand-in: tests/integration/list-on-ebay.test.ts.

const caller = { userId: fixtureUserId } as Parameters<typeof publishEbayListing>[1];
const now = new Date('2026-12-01T12:00:00.000Z');
const bookId = '01JBOOK0000000000000000001';
const fees: EbayFee[] = [{ feeType: 'InsertionFee', value: '0.35', currency: 'GBP' }];

let listings: InMemoryListingsRepository;
let photos: InMemoryPhotoStore;
let sent: string[];
let failure: Error | undefined;

const ebay: EbayListings = {
  categorySuggestions: async () => [{ categoryId: '261186', name: 'Books' }],
  categoryAspects: async () => [{ name: 'Author', required: true, selectionOnly: false }],
  allowedConditions: async () => [{ conditionId: '5000', conditionDescription: 'Good' }],
  policies: async () => ({ fulfillmentPolicyId: 'f', paymentPolicyId: 'p', returnPolicyId: 'r' }),
  hasLocation: async () => true,
  createLocation: async () => undefined,
  putInventoryItem: async (sku) => {
    sent.push(`item ${sku}`);
  },
  offerIdFor: async () => undefined,
  createOffer: async () => {
    sent.push('offer');
    return 'offer-1';
  },
  updateOffer: async () => undefined,
  listingFees: async (offerId) => {
    sent.push(`fees ${offerId}`);
    return fees;
  },
  publish: async (offerId) => {
    sent.push(`publish ${offerId}`);
    if (failure) throw failure;
    return '110012345678';
  },
  withdraw: async () => undefined,
  updatePrice: async () => undefined,
};

let profiles: InMemoryProfilesRepository;

const services = () => ({
  listings,
  photos,
  profiles,
  ebayFor: () => ebay,
});

async function book(changes: Partial<StoredListing> = {}): Promise<StoredListing> {
  const listing = storedListing(bookId, {
    stage: 'saved',
    ai_category: 'books',
    country: 'GB',
    user_fields: { title: 'The Hobbit', author: 'J. R. R. Tolkien', price: '8', condition: 'Good condition' },
    ...changes,
  });
  await listings.createOnce(listing);
  return listing;
}
const lifeNow = async () => (await listings.get(fixtureUserId, bookId))?.life;
const onVinted = { marketplace: 'vinted', listed_at: '2026-11-30T09:00:00.000Z' };
const onEbay = {
  marketplace: 'ebay',
  listed_at: '2026-11-30T10:00:00.000Z',
  url: 'https://www.ebay.co.uk/itm/110012345678',
};

beforeEach(() => {
  listings = new InMemoryListingsRepository();
  photos = new InMemoryPhotoStore();
  profiles = new InMemoryProfilesRepository();
  sent = [];
  failure = undefined;
});

describe('publishing on eBay', () => {
  it('an item eBay takes becomes listed on eBay, with the live address and eBay’s offer', async () => {
    await book();
    const published = await publishEbayListing(services(), caller, bookId, {}, now);
    const listed: ItemLife = {
      state: 'listed',
      postings: [
        { marketplace: 'ebay', listed_at: now.toISOString(), url: onEbay.url, ebay_offer_id: 'offer-1' },
      ],
    };
    expect(published.life).toEqual(listed);
    expect(await lifeNow()).toEqual(listed);
    expect(sent).toEqual([`item ${bookId}`, 'offer', 'publish offer-1']);
  });

  it('an item listed on Vinted is listed on both once eBay takes it', async () => {
    await book({ life: { state: 'listed', postings: [onVinted] } });
    const published = await publishEbayListing(services(), caller, bookId, {}, now);
    expect(published.life).toEqual({
      state: 'listed',
      postings: [
        onVinted,
        { marketplace: 'ebay', listed_at: now.toISOString(), url: onEbay.url, ebay_offer_id: 'offer-1' },
      ],
    });
  });

  it('publishing an item marked live on eBay by hand gives its eBay posting the offer, nothing else', async () => {
    await book({ life: { state: 'listed', postings: [onVinted, onEbay] } });
    const published = await publishEbayListing(services(), caller, bookId, {}, now);
    const life: ItemLife = { state: 'listed', postings: [onVinted, { ...onEbay, ebay_offer_id: 'offer-1' }] };
    expect(published.life).toEqual(life);
    expect(await lifeNow()).toEqual(life);
    expect(sent).toEqual([`item ${bookId}`, 'offer', 'publish offer-1']);
  });

  it('publishing again an item the product published leaves its life as it is', async () => {
    const life: ItemLife = { state: 'listed', postings: [{ ...onEbay, ebay_offer_id: 'offer-1' }] };
    await book({ life, updated_at: '2026-11-30T10:00:00.000Z' });
    const published = await publishEbayListing(services(), caller, bookId, {}, now);
    expect(published.life).toEqual(life);
    expect((await listings.get(fixtureUserId, bookId))?.updated_at).toBe('2026-11-30T10:00:00.000Z');
  });

  it('a sold item is refused in its life’s words before anything reaches eBay', async () => {
    const sold: ItemLife = {
      state: 'sold',
      sale: { price_minor: 800, currency: 'GBP', where: 'vinted', sold_at: '2026-11-30T00:00:00.000Z' },
      to_take_down: [],
    };
    await book({ life: sold });
    await expect(publishEbayListing(services(), caller, bookId, {}, now)).rejects.toMatchObject({
      status: 400,
      message: lifeReasons.notAllowed('sold', 'list'),
    });
    expect(sent).toEqual([]);
  });

  it('an item not yet saved is asked to be saved first, before anything reaches eBay', async () => {
    await book({ stage: 'ready' });
    await expect(publishEbayListing(services(), caller, bookId, {}, now)).rejects.toMatchObject({
      status: 400,
      message: lifeReasons.notSaved,
    });
    expect(sent).toEqual([]);
  });

  it('an item eBay still needs something for is refused with the first thing to fix, and nothing is sent', async () => {
    await book({ user_fields: { title: 'The Hobbit', author: 'T', condition: 'Good condition' } });
    await expect(publishEbayListing(services(), caller, bookId, {}, now)).rejects.toMatchObject({
      status: 400,
      message: ebayListingTexts.noPrice,
    });
    expect(sent).toEqual([]);
    expect(await lifeNow()).toBeUndefined();
  });

  it('eBay’s refusal reaches the seller as one sentence naming the field, and the life is left as it is', async () => {
    await book();
    failure = new EbayRefusedError(400, [{ errorId: 25003, message: 'Invalid price.' }]);
    await expect(publishEbayListing(services(), caller, bookId, {}, now)).rejects.toMatchObject({
      status: 400,
      code: 'bad_request',
      message: ebayListingTexts.refused.price,
    });
    expect(await lifeNow()).toBeUndefined();
  });

  it('a connection eBay no longer renews asks the seller to connect again', async () => {
    await book();
    failure = new EbayReconnectNeededError();
    await expect(publishEbayListing(services(), caller, bookId, {}, now)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: ebayListingTexts.reconnect,
    });
  });

  it('a seller without eBay connected is asked to connect it', async () => {
    await book();
    failure = new EbayNotConnectedError();
    await expect(publishEbayListing(services(), caller, bookId, {}, now)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: ebayListingTexts.notConnected,
    });
  });
});

describe('checking with eBay before publishing', () => {
  it('an item eBay can take shows eBay’s fees for its offer, and its life is left as it is', async () => {
    await book();
    const preparation = await prepareEbayListing(services(), caller, bookId, {});
    expect(preparation.fees).toEqual(fees);
    expect(preparation.problems).toEqual([]);
    expect(sent).toEqual([`item ${bookId}`, 'offer', 'fees offer-1']);
    expect(await lifeNow()).toBeUndefined();
  });

  it('an item eBay still needs something for shows what is missing, and nothing is written to eBay', async () => {
    await book({ photos: [] });
    const preparation = await prepareEbayListing(services(), caller, bookId, {});
    expect(preparation.problems).toEqual([ebayListingTexts.noPhotos]);
    expect(preparation.fees).toBeUndefined();
    expect(sent).toEqual([]);
  });
});

describe('the postcode, asked once', () => {
  it('given in the sheet, is kept in the seller’s profile', async () => {
    await book();
    await prepareEbayListing(services(), caller, bookId, { postcode: ' SW1A 1AA ' });
    expect((await profiles.get(fixtureUserId))?.postcode).toBe('SW1A 1AA');
  });

  it('the same one again writes nothing', async () => {
    await book();
    profiles.seed({ id: fixtureUserId, postcode: 'SW1A 1AA', updated_at: '2026-11-01T00:00:00.000Z' });
    await publishEbayListing(services(), caller, bookId, { postcode: 'SW1A 1AA' }, now);
    expect((await profiles.get(fixtureUserId))?.updated_at).toBe('2026-11-01T00:00:00.000Z');
  });

  it('is not kept when the item is another user’s or cannot be listed', async () => {
    const sold: ItemLife = {
      state: 'sold',
      sale: { price_minor: 800, currency: 'GBP', where: 'vinted', sold_at: '2026-11-30T00:00:00.000Z' },
      to_take_down: [],
    };
    await book({ life: sold });
    await expect(prepareEbayListing(services(), caller, bookId, { postcode: 'M1 1AE' })).rejects.toThrow();
    await expect(
      prepareEbayListing(services(), caller, '01JNOTMINE000000000000001', { postcode: 'M1 1AE' }),
    ).rejects.toThrow();
    expect(await profiles.get(fixtureUserId)).toBeUndefined();
  });
});
