import { describe, expect, it } from 'vitest';
import type { EbayListings } from '#lambdas/lib/ports/ebay-listings.ts';
import { planEbayListing } from '#lambdas/ebay-listings/ebay-listing-plan.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
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
  withdraw: async () => undefined,
  updatePrice: async () => undefined,
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

// A seller whose book eBay can take as it is: eBay suggests two categories, the book's
// condition is one the category allows, and each test changes the one thing it is about.
interface SellerOnEbay {
  suggestions?: Awaited<ReturnType<EbayListings['categorySuggestions']>>;
  policies?: Awaited<ReturnType<EbayListings['policies']>>;
  hasLocation?: boolean;
  aspects?: Awaited<ReturnType<EbayListings['categoryAspects']>>;
}
function sellerEbay({ suggestions, policies, hasLocation = true, aspects }: SellerOnEbay = {}) {
  const locations: { key: string; address: unknown }[] = [];
  const askedLocation: string[] = [];
  const port: EbayListings = {
    ...ebay,
    ...(aspects && { categoryAspects: async () => aspects }),
    categorySuggestions: async () =>
      suggestions ?? [
        { categoryId: '261186', name: 'Books' },
        { categoryId: '29223', name: 'Antiquarian books' },
      ],
    allowedConditions: async () => [
      { conditionId: '1000', conditionDescription: 'Brand new' },
      { conditionId: '5000', conditionDescription: 'Good' },
    ],
    policies: async () => policies ?? { fulfillmentPolicyId: 'f', paymentPolicyId: 'p', returnPolicyId: 'r' },
    hasLocation: async (key) => {
      askedLocation.push(key);
      return hasLocation;
    },
    createLocation: async (key, address) => {
      locations.push({ key, address });
    },
  };
  return { services: { ebay: port, photos: new InMemoryPhotoStore() }, locations, askedLocation };
}

describe('what eBay still needs before listing', () => {
  it('a book eBay can take as it is is ready: its author, condition, photos, price and policies go to eBay', async () => {
    const { services: ready, askedLocation, locations } = sellerEbay();
    const listing = book();
    const plan = await planEbayListing(ready, listing, undefined, {});
    expect(plan.preparation.problems).toEqual([]);
    expect(plan.preparation.categoryId).toBe('261186');
    expect(plan.preparation.missingAspects).toEqual([]);
    expect(plan.preparation.policiesPage).toBeUndefined();
    expect(plan.ready?.item.condition).toBe('USED_GOOD');
    expect(plan.ready?.item.product.aspects).toMatchObject({ Author: ['J. R. R. Tolkien'] });
    expect(plan.ready?.item.product.imageUrls).toEqual([
      await ready.photos.presignGet(listing.photos[0]!.key),
    ]);
    expect(plan.ready?.offer).toMatchObject({
      sku: listing.id,
      marketplaceId: 'EBAY_GB',
      categoryId: '261186',
      merchantLocationKey: 'snap-list-shift-EBAY_GB',
      listingPolicies: { fulfillmentPolicyId: 'f', paymentPolicyId: 'p', returnPolicyId: 'r' },
      pricingSummary: { price: { value: '8.00', currency: 'GBP' } },
    });
    expect(askedLocation).toEqual(['snap-list-shift-EBAY_GB']);
    expect(locations).toEqual([]);
  });

  it('a title eBay finds no category for asks for a few more words, and nothing else', async () => {
    const { services: none } = sellerEbay({ suggestions: [] });
    const plan = await planEbayListing(none, book(), undefined, {});
    expect(plan.ready).toBeUndefined();
    expect(plan.preparation).toEqual({
      marketplaceId: 'EBAY_GB',
      title: plan.preparation.title,
      categories: [],
      missingAspects: [],
      conditionChoices: [],
      missingPolicies: [],
      needsPostcode: false,
      problems: [ebayListingTexts.noCategory],
    });
  });

  it('the seller may pick any of eBay’s suggestions, not only its first', async () => {
    const { services: two } = sellerEbay();
    const plan = await planEbayListing(two, book(), undefined, { categoryId: '29223' });
    expect(plan.preparation.categoryId).toBe('29223');
    expect(plan.ready?.offer.categoryId).toBe('29223');
  });

  it('an item specific the category needs and the item lacks is asked for by name, and the seller’s answer is sent', async () => {
    const { services: ready } = sellerEbay();
    const noAuthor = book({ user_fields: { title: 'The Hobbit', price: '8', condition: 'Good condition' } });
    const asked = await planEbayListing(ready, noAuthor, undefined, {});
    expect(asked.preparation.missingAspects.map((aspect) => aspect.name)).toEqual(['Author']);
    expect(asked.preparation.problems).toEqual([ebayListingTexts.missingAspect('Author')]);
    expect(asked.ready).toBeUndefined();
    const answered = await planEbayListing(ready, noAuthor, undefined, { aspects: { Author: 'Tolkien' } });
    expect(answered.preparation.problems).toEqual([]);
    expect(answered.ready?.item.product.aspects).toMatchObject({ Author: ['Tolkien'] });
  });

  it('the item’s condition is read without the spaces around it', async () => {
    const { services: ready } = sellerEbay();
    const padded = book({
      user_fields: { title: 'The Hobbit', author: 'T', price: '8', condition: '  Good condition ' },
    });
    const plan = await planEbayListing(ready, padded, undefined, {});
    expect(plan.preparation.condition?.conditionId).toBe('5000');
    expect(plan.preparation.conditionChoices).toEqual([]);
  });

  it('a condition none of the category’s matches is asked for in one sentence', async () => {
    const asked = await planEbayListing(services, book(), undefined, {});
    expect(asked.preparation.problems).toEqual([ebayListingTexts.conditionNeeded]);
  });

  it('a business policy the seller has not made on eBay is named, with eBay’s help page', async () => {
    const { services: noPayment } = sellerEbay({
      policies: { fulfillmentPolicyId: 'f', returnPolicyId: 'r' },
    });
    const plan = await planEbayListing(noPayment, book(), undefined, {});
    expect(plan.ready).toBeUndefined();
    expect(plan.preparation.missingPolicies).toEqual(['payment']);
    expect(plan.preparation.policiesPage).toBe(ebayListingTexts.policiesPages.EBAY_GB);
    expect(plan.preparation.problems).toEqual([
      ebayListingTexts.noPolicy(ebayListingTexts.policyKinds.payment),
    ]);
  });

  it('a seller with no location on eBay is asked for a postcode', async () => {
    const { services: nowhere, locations } = sellerEbay({ hasLocation: false });
    const plan = await planEbayListing(nowhere, book(), undefined, {});
    expect(plan.ready).toBeUndefined();
    expect(plan.preparation.needsPostcode).toBe(true);
    expect(plan.preparation.problems).toEqual([ebayListingTexts.noPostcode]);
    expect(locations).toEqual([]);
  });

  it('the postcode the seller gives becomes their location on eBay, without its spaces around', async () => {
    const { services: nowhere, locations } = sellerEbay({ hasLocation: false });
    const plan = await planEbayListing(nowhere, book(), undefined, { postcode: ' SW1A 1AA ' });
    expect(plan.preparation.needsPostcode).toBe(false);
    expect(plan.ready).toBeDefined();
    expect(locations).toEqual([
      { key: 'snap-list-shift-EBAY_GB', address: { postalCode: 'SW1A 1AA', country: 'GB' } },
    ]);
  });

  it('the postcode kept in the profile makes the location, and none is asked', async () => {
    const { services: nowhere, locations } = sellerEbay({ hasLocation: false });
    const profile = { id: 'user-1', postcode: 'M1 1AE' };
    const plan = await planEbayListing(nowhere, book(), profile, {});
    expect(plan.preparation.needsPostcode).toBe(false);
    expect(plan.ready).toBeDefined();
    expect(locations).toEqual([
      { key: 'snap-list-shift-EBAY_GB', address: { postalCode: 'M1 1AE', country: 'GB' } },
    ]);
  });

  it('a postcode sent with the request wins over the one in the profile', async () => {
    const { services: nowhere, locations } = sellerEbay({ hasLocation: false });
    const profile = { id: 'user-1', postcode: 'M1 1AE' };
    await planEbayListing(nowhere, book(), profile, { postcode: 'SW1A 1AA' });
    expect(locations).toEqual([
      { key: 'snap-list-shift-EBAY_GB', address: { postalCode: 'SW1A 1AA', country: 'GB' } },
    ]);
  });

  it('while something else is missing, shows the postcode the location will be made from', async () => {
    const { services: nowhere, locations } = sellerEbay({ hasLocation: false });
    const profile = { id: 'user-1', postcode: 'M1 1AE' };
    const plan = await planEbayListing(nowhere, book({ photos: [] }), profile, {});
    expect(plan.preparation.postcode).toBe('M1 1AE');
    expect(locations).toEqual([]);
    const { services: located } = sellerEbay();
    const atHome = await planEbayListing(located, book({ photos: [] }), profile, {});
    expect(atHome.preparation.postcode).toBeUndefined();
  });

  it('an item without a photo is asked for one, and nothing is sent', async () => {
    const { services: ready } = sellerEbay();
    const plan = await planEbayListing(ready, book({ photos: [] }), undefined, {});
    expect(plan.preparation.problems).toEqual([ebayListingTexts.noPhotos]);
    expect(plan.ready).toBeUndefined();
  });

  it('a seller who has a location on eBay keeps it, even when sending a postcode', async () => {
    const { services: located, locations } = sellerEbay();
    const plan = await planEbayListing(located, book(), undefined, { postcode: 'SW1A 1AA' });
    expect(plan.ready).toBeDefined();
    expect(locations).toEqual([]);
  });

  it('a field of another category left on a book does not fill eBay’s item specifics', async () => {
    const { services: withBrand } = sellerEbay({
      aspects: [
        { name: 'Author', required: true, selectionOnly: false },
        { name: 'Brand', required: false, selectionOnly: false },
      ],
    });
    const leftover = book({
      user_fields: {
        title: 'The Hobbit',
        author: 'T',
        brand: 'Penguin',
        price: '8',
        condition: 'Good condition',
      },
    });
    const plan = await planEbayListing(withBrand, leftover, undefined, {});
    expect(plan.ready?.item.product.aspects).toEqual({ Author: ['T'] });
  });
});
