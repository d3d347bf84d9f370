import { beforeEach, describe, expect, it } from 'vitest';
import type { Posting } from '#domain/item-life.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { changeEbayPrice } from '#lambdas/ebay-listings/ebay-price.ts';
import { EbayNotConnectedError } from '#lambdas/lib/ports/ebay-access.ts';
import { EbayRefusedError, type EbayListings } from '#lambdas/lib/ports/ebay-listings.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';
import { InMemoryListingsRepository } from '#tests/support/in-memory/in-memory-listings-repository.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { fixtureUserId, storedListing } from '#tests/support/listing-builder.ts';

// A new price reaches eBay once the seller confirms (docs/product.md#list-on-ebay): the saved
// price, in the item's currency, on the offer the product published; eBay's refusal in one sentence.

const caller = { userId: fixtureUserId } as Parameters<typeof changeEbayPrice>[1];
const id = '01JBOOK0000000000000000001';
const at = '2026-11-30T10:00:00.000Z';
const byProduct: Posting = { marketplace: 'ebay', listed_at: at, ebay_offer_id: 'offer-1' };

let listings: InMemoryListingsRepository;
let sent: unknown[][];
let failure: Error | undefined;
const ebay = {
  updatePrice: async (...args: unknown[]) => {
    if (failure) throw failure;
    sent.push(args);
  },
} as unknown as EbayListings;
const services = () => ({ listings, photos: new InMemoryPhotoStore(), ebayFor: () => ebay });

async function item(changes: Partial<StoredListing> = {}) {
  await listings.createOnce(
    storedListing(id, {
      stage: 'saved',
      country: 'GB',
      user_fields: { title: 'The Hobbit', price: '6.5' },
      life: { state: 'listed', postings: [byProduct] },
      ...changes,
    }),
  );
}

beforeEach(() => {
  listings = new InMemoryListingsRepository();
  sent = [];
  failure = undefined;
});

describe('changeEbayPrice', () => {
  it('sends the saved price, two decimals in the item’s currency, to the product’s offer', async () => {
    await item();
    const answer = await changeEbayPrice(services(), caller, id);
    expect(sent).toEqual([[id, 'offer-1', { value: '6.50', currency: 'GBP' }]]);
    expect(answer.id).toBe(id);
  });

  it('an item not live on eBay through the product is refused before eBay', async () => {
    await item({ life: { state: 'listed', postings: [{ marketplace: 'ebay', listed_at: at }] } });
    await expect(changeEbayPrice(services(), caller, id)).rejects.toMatchObject({
      status: 400,
      message: texts.price.notLive,
    });
    expect(sent).toEqual([]);
  });

  it('an item with no price is refused before eBay', async () => {
    await item({ user_fields: { title: 'The Hobbit' } });
    await expect(changeEbayPrice(services(), caller, id)).rejects.toMatchObject({ message: texts.noPrice });
  });

  it('another user’s item is a 404', async () => {
    await item();
    const other = { userId: 'another-user' } as typeof caller;
    await expect(changeEbayPrice(services(), other, id)).rejects.toMatchObject({ status: 404 });
    expect(sent).toEqual([]);
  });

  it.each([
    ['eBay refuses the price', new EbayRefusedError(400, [{ errorId: 25003 }]), 400, texts.refused.price],
    ['eBay refuses otherwise', new EbayRefusedError(404, [{ errorId: 25713 }]), 400, texts.price.refused],
    ['eBay is not connected', new EbayNotConnectedError(), 409, texts.notConnected],
  ])('%s: one sentence', async (_name, error, status, message) => {
    await item();
    failure = error;
    await expect(changeEbayPrice(services(), caller, id)).rejects.toMatchObject({ status, message });
  });
});
