import { beforeEach, describe, expect, it } from 'vitest';
import { EbaySellOperations } from '#infra/local/ebay-stand-in/ebay-sell-operations.ts';
import { taxonomyAnswer } from '#infra/local/ebay-stand-in/ebay-taxonomy.ts';

// The stand-in's answers to the listing operations, as eBay documents them (errors included).

const user = 'twin-seller';
let sell: EbaySellOperations;
const call = (operationId: string, path: string, body?: unknown, query = '') =>
  sell.answer({ operationId, user, path, query: new URLSearchParams(query), body })!;

const item = (aspects: Record<string, string[]>) => ({
  condition: 'USED_EXCELLENT',
  availability: { shipToLocationAvailability: { quantity: 1 } },
  product: { title: 'Jacket', imageUrls: ['https://p/1'], aspects },
});
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

beforeEach(() => {
  sell = new EbaySellOperations();
  call('createInventoryLocation', '/location/home', {
    location: { address: { postalCode: 'SW1A 1AA', country: 'GB' } },
  });
});

function publishWith(aspects: Record<string, string[]>) {
  call('createOrReplaceInventoryItem', '/inventory_item/SKU1', item(aspects));
  const { offerId } = call('createOffer', '/offer', offer).body as { offerId: string };
  return call('publishOffer', `/offer/${offerId}/publish`);
}

describe('the stand-in’s listing operations', () => {
  it('refuses to publish without a required item specific: 25029 naming it', () => {
    const answer = publishWith({ Brand: ['Levi’s'], Size: ['M'] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: [{ errorId: 25029, message: 'Department is required for this category.' }],
    });
  });

  it('refuses to publish when the seller has no return policy: 25009', () => {
    sell.removePolicies(user, 'EBAY_GB', 'return');
    const answer = publishWith({ Brand: ['x'], Size: ['M'], Department: ['Men'] });
    expect(answer.body).toMatchObject({ errors: [{ errorId: 25009 }] });
    const policies = call('getReturnPolicies', '/return_policy', undefined, 'marketplace_id=EBAY_GB');
    expect(policies.body).toEqual({ total: 0, returnPolicies: [] });
  });

  it('refuses a second offer for the same SKU and marketplace, naming the first', () => {
    call('createOrReplaceInventoryItem', '/inventory_item/SKU1', item({}));
    const first = call('createOffer', '/offer', offer).body as { offerId: string };
    const second = call('createOffer', '/offer', offer);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      errors: [{ errorId: 25002, parameters: [{ value: first.offerId }] }],
    });
  });

  it('publishes once: a published offer published again keeps its listing', () => {
    const first = publishWith({ Brand: ['x'], Size: ['M'], Department: ['Men'] });
    const offerId = sell.offersOf(user)[0]!.offerId;
    const again = call('publishOffer', `/offer/${offerId}/publish`);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('answers getOffers for a SKU without offers with 404', () => {
    expect(call('getOffers', '/offer', undefined, 'sku=NONE').status).toBe(404);
  });

  it('suggests its categories for the words and lists a category’s aspects', () => {
    const suggestions = taxonomyAnswer(
      'GET',
      '/category_tree/3/get_category_suggestions',
      new URLSearchParams('q=Canon camera'),
    );
    expect(suggestions?.body).toMatchObject({ categorySuggestions: [{ category: { categoryId: '31388' } }] });
    const aspects = taxonomyAnswer(
      'GET',
      '/category_tree/3/get_item_aspects_for_category',
      new URLSearchParams('category_id=261186'),
    );
    expect(aspects?.body).toMatchObject({
      aspects: expect.arrayContaining([
        expect.objectContaining({
          localizedAspectName: 'Author',
          aspectConstraint: expect.objectContaining({ aspectRequired: true }),
        }),
      ]),
    });
  });
});
