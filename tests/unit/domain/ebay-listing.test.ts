import { describe, expect, it } from 'vitest';
import {
  ebayAspects,
  ebayInventoryItem,
  ebayListingUrl,
  ebayMarketplaceIdFor,
  ebayOffer,
  ebayPrice,
  missingAspects,
  type EbayAspectRule,
} from '#domain/ebay-listing.ts';
import type { ListingInput } from '#domain/marketplace-listing.ts';

const jacket: ListingInput = {
  category: 'clothing and footwear',
  currency: 'GBP',
  country: 'GB',
  allowCollection: false,
  fields: {
    title: 'Levi’s Trucker Jacket in washed denim, size M, hardly worn, with the original buttons',
    description: 'Classic denim jacket.',
    brand: 'Levi’s',
    size: 'M',
    colour: 'blue',
    price: '25',
    condition: 'Very good condition',
  },
};
const rules: EbayAspectRule[] = [
  { name: 'Brand', required: true, selectionOnly: false },
  { name: 'Size', required: true, selectionOnly: false },
  { name: 'Colour', required: true, selectionOnly: true, values: ['Black', 'Blue'] },
  { name: 'Department', required: true, selectionOnly: true, values: ['Men', 'Women'] },
  { name: 'Style', required: false, selectionOnly: false },
];

describe('the item as eBay’s inventory item and offer', () => {
  it('gives each country where eBay is offered its marketplace id, and none to Ireland', () => {
    expect(['GB', 'US', 'CA', 'AU', 'IE'].map((c) => ebayMarketplaceIdFor(c as 'GB'))).toEqual([
      'EBAY_GB',
      'EBAY_US',
      'EBAY_CA',
      'EBAY_AU',
      undefined,
    ]);
  });

  it('fills aspects from the item’s fields, in eBay’s spelling of a listed value', () => {
    expect(ebayAspects(jacket.fields, jacket.category, rules)).toEqual({
      Brand: ['Levi’s'],
      Size: ['M'],
      Colour: ['Blue'],
    });
  });

  it('asks only for the required aspects still missing, with eBay’s values', () => {
    const aspects = ebayAspects(jacket.fields, jacket.category, rules);
    expect(missingAspects(rules, aspects)).toEqual([{ name: 'Department', values: ['Men', 'Women'] }]);
  });

  it('takes the seller’s answer for a missing aspect, and refuses a value eBay does not list', () => {
    expect(ebayAspects(jacket.fields, jacket.category, rules, { Department: 'women' }).Department).toEqual([
      'Women',
    ]);
    expect(
      ebayAspects(jacket.fields, jacket.category, rules, { Department: 'Kids' }).Department,
    ).toBeUndefined();
  });

  it('does not fill an aspect from a field the item’s category does not have', () => {
    const book = { ...jacket, category: 'books' as const };
    expect(ebayAspects(book.fields, book.category, rules).Size).toBeUndefined();
  });

  it('writes the title within 80 characters, the description, the photos in order and the condition', () => {
    const item = ebayInventoryItem({
      listing: jacket,
      photoUrls: ['https://p/1', 'https://p/2'],
      aspects: { Brand: ['Levi’s'] },
      condition: { conditionId: '4000', condition: 'USED_VERY_GOOD', label: 'Very good' },
    });
    expect(item.product.title.length).toBeLessThanOrEqual(80);
    expect(item.product.title).toBe(
      'Levi’s Trucker Jacket in washed denim, size M, hardly worn, with the original',
    );
    expect(item.product.description).toBe('Classic denim jacket.');
    expect(item.product.imageUrls).toEqual(['https://p/1', 'https://p/2']);
    expect(item.condition).toBe('USED_VERY_GOOD');
    expect(item.availability.shipToLocationAvailability.quantity).toBe(1);
  });

  it('prices the offer in the item’s currency, two decimals', () => {
    expect(ebayPrice({ price: '25' })).toBe('25.00');
    expect(ebayPrice({ price: '' })).toBeUndefined();
    const offer = ebayOffer({
      sku: 'item-1',
      marketplaceId: 'EBAY_US',
      categoryId: '57988',
      price: '25.00',
      currency: 'USD',
      description: 'd',
      policies: { fulfillmentPolicyId: 'f', paymentPolicyId: 'p', returnPolicyId: 'r' },
      merchantLocationKey: 'home',
    });
    expect(offer.pricingSummary.price).toEqual({ value: '25.00', currency: 'USD' });
    expect(offer).toMatchObject({ sku: 'item-1', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' });
  });

  it('gives the live listing’s address on the country’s eBay', () => {
    expect(ebayListingUrl('GB', '110551234567')).toBe('https://www.ebay.co.uk/itm/110551234567');
    expect(ebayListingUrl('AU', '1')).toBe('https://www.ebay.com.au/itm/1');
  });
});
