import { beforeEach, describe, expect, it } from 'vitest';
import { EbaySellOperations } from '#infra/local/ebay-stand-in/ebay-sell-operations.ts';

// The stand-in's changes to a live offer, as eBay's Inventory contract documents them:
// withdrawOffer (the listing ended, the offer kept unpublished, published again as a new
// listing) and bulkUpdatePriceQuantity (a status per offer).

const user = 'twin-seller';
let sell: EbaySellOperations;
const call = (operationId: string, path: string, body?: unknown) =>
  sell.answer({ operationId, user, path, query: new URLSearchParams(), body })!;

const offer = {
  sku: 'SKU1',
  marketplaceId: 'EBAY_GB',
  format: 'FIXED_PRICE',
  categoryId: '57988',
  merchantLocationKey: 'home',
  listingPolicies: {
    fulfillmentPolicyId: 'fulfillment-EBAY_GB',
    paymentPolicyId: 'payment-EBAY_GB',
    returnPolicyId: 'return-EBAY_GB',
  },
  pricingSummary: { price: { value: '25.00', currency: 'GBP' } },
};
let offerId: string;
const published = () => sell.offersOf(user)[0]!;

beforeEach(() => {
  sell = new EbaySellOperations();
  call('createInventoryLocation', '/location/home', {
    location: { address: { postalCode: 'SW1A 1AA', country: 'GB' } },
  });
  call('createOrReplaceInventoryItem', '/inventory_item/SKU1', {
    condition: 'USED_EXCELLENT',
    availability: { shipToLocationAvailability: { quantity: 1 } },
    product: {
      title: 'Jacket',
      imageUrls: ['https://p/1'],
      aspects: { Brand: ['x'], Size: ['M'], Department: ['Men'] },
    },
  });
  offerId = (call('createOffer', '/offer', offer).body as { offerId: string }).offerId;
  expect(call('publishOffer', `/offer/${offerId}/publish`).status).toBe(200);
});

describe('withdrawOffer', () => {
  it('ends the listing: the offer stays, unpublished, and answers the ended listing’s id', () => {
    const listingId = published().listingId;
    const answer = call('withdrawOffer', `/offer/${offerId}/withdraw`);
    expect(answer).toEqual({ status: 200, body: { listingId } });
    expect(published()).toMatchObject({ status: 'UNPUBLISHED', endedListings: [listingId] });
    expect(published().listingId).toBeUndefined();
  });

  it('an unpublished offer is eBay’s user error 25002; an unknown one 404 25713', () => {
    call('withdrawOffer', `/offer/${offerId}/withdraw`);
    const again = call('withdrawOffer', `/offer/${offerId}/withdraw`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: [{ errorId: 25002 }] });
    expect(call('withdrawOffer', '/offer/999/withdraw')).toMatchObject({
      status: 404,
      body: { errors: [{ errorId: 25713 }] },
    });
  });

  it('published again: the same offer, a new listing id', () => {
    const first = published().listingId;
    call('withdrawOffer', `/offer/${offerId}/withdraw`);
    const again = call('publishOffer', `/offer/${offerId}/publish`);
    expect(again.status).toBe(200);
    expect(sell.offersOf(user)).toHaveLength(1);
    expect(published()).toMatchObject({ status: 'PUBLISHED' });
    expect(published().listingId).not.toBe(first);
  });

  it('refuseNext answers the seller’s next call with a system error, once', () => {
    sell.refuseNext(user, 'withdrawOffer');
    expect(call('withdrawOffer', `/offer/${offerId}/withdraw`)).toMatchObject({
      status: 500,
      body: { errors: [{ errorId: 25001 }] },
    });
    expect(published().status).toBe('PUBLISHED');
    expect(call('withdrawOffer', `/offer/${offerId}/withdraw`).status).toBe(200);
  });
});

describe('bulkUpdatePriceQuantity', () => {
  it('sets the offer’s price, the rest of the offer kept', () => {
    const price = { value: '19.50', currency: 'GBP' };
    const answer = call('bulkUpdatePriceQuantity', '/bulk_update_price_quantity', {
      requests: [{ sku: 'SKU1', offers: [{ offerId, price }] }],
    });
    expect(answer).toEqual({ status: 200, body: { responses: [{ offerId, sku: 'SKU1', statusCode: 200 }] } });
    expect(published().details).toEqual({ ...offer, pricingSummary: { price } });
  });

  it('an unknown offer is a 207 with its own 404 and 25713', () => {
    const answer = call('bulkUpdatePriceQuantity', '/bulk_update_price_quantity', {
      requests: [{ sku: 'SKU1', offers: [{ offerId: '999', price: { value: '1.00', currency: 'GBP' } }] }],
    });
    expect(answer).toMatchObject({
      status: 207,
      body: { responses: [{ offerId: '999', statusCode: 404, errors: [{ errorId: 25713 }] }] },
    });
  });
});
