import { describe, expect, it } from 'vitest';
import type { EbayListings } from '#lambdas/lib/ports/ebay-listings.ts';
import { planEbayListing } from '#lambdas/ebay-listings/ebay-listing-plan.ts';
import { InMemoryPhotoStore } from '../../../support/in-memory/in-memory-photo-store';
import { storedListing } from '../../../support/listing-builder';

// The plan's refusals and choices against an eBay port in memory: one book category whose
// conditions do not include the item's, the seller with every policy and a location.

const ebay: EbayListings = {
  categorySuggestions: async () => [{ categoryId: '261186', name: 'Books' }],
  categoryAspects: async () => [{ name: 'Author', required: true, selectionOnly: false }],
  allowedConditions: async () => [
    { conditionId: '1000', conditionDescription: 'Brand new' },
    { conditionId: '4000', conditionDescription: 'Very good' },
  ],
  policies: async () => ({ fulfillmentPolicyId: 'f', paymentPolicyId: 'p', returnPolicyId: 'r' }),
  hasLocation: async () => true,
  createLocation: async () => undefined,
  putInventoryItem: async () => undefined,
  offerIdFor: async () => undefined,
  createOffer: async () => '1',
  updateOffer: async () => undefined,
  listingFees: async () => [],
  publish: async () => '1',
};
const services = { ebay, photos: new InMemoryPhotoStore() };
const book = (changes: Parameters<typeof storedListing>[1] = {}) =>
  storedListing('01JBOOK0000000000000000001', {
    stage: 'saved',
    ai_category: 'books',
    country: 'GB',
    user_fields: { title: 'The Hobbit', author: 'J. R. R. Tolkien', price: '8', condition: 'Good condition' },
    ...changes,
  });

describe('planning an eBay listing', () => {
  it('refuses an item of a country where eBay is not offered', async () => {
    await expect(planEbayListing(services, book({ country: 'IE' }), undefined, {})).rejects.toMatchObject({
      message: 'eBay is not offered for items of this country.',
    });
  });

  it('refuses an item that is not saved', async () => {
    await expect(planEbayListing(services, book({ stage: 'ready' }), undefined, {})).rejects.toMatchObject({
      message: 'Save the item before listing it on eBay.',
    });
  });

  it('refuses a category eBay did not suggest', async () => {
    await expect(planEbayListing(services, book(), undefined, { categoryId: '99' })).rejects.toMatchObject({
      message: 'Choose one of the categories eBay suggested.',
    });
  });

  it('asks for the condition when none of the category’s matches, and takes an allowed pick', async () => {
    const asked = await planEbayListing(services, book(), undefined, {});
    expect(asked.ready).toBeUndefined();
    expect(asked.preparation.conditionChoices.map((c) => c.label)).toEqual(['Brand new', 'Very good']);
    const picked = await planEbayListing(services, book(), undefined, { conditionId: '4000' });
    expect(picked.ready?.item.condition).toBe('USED_VERY_GOOD');
    await expect(planEbayListing(services, book(), undefined, { conditionId: '3000' })).rejects.toMatchObject(
      {
        message: 'That condition is not one this eBay category allows.',
      },
    );
  });

  it('asks for a price before anything is sent', async () => {
    const plan = await planEbayListing(
      services,
      book({ user_fields: { title: 'The Hobbit', author: 'T' } }),
      undefined,
      {
        conditionId: '4000',
      },
    );
    expect(plan.ready).toBeUndefined();
    expect(plan.preparation.problems).toContain('Add a price before listing on eBay.');
  });
});
