import { describe, expect, it } from 'vitest';
import { ContractCheck, type CheckedRequest } from '#infra/local/ebay-stand-in/contract-check.ts';

// The stand-in's check of a request against eBay's contracts (contracts/ebay/).

const check = new ContractCheck();
const headers = { 'content-language': 'en-GB', 'content-type': 'application/json' };
const inventoryItem = {
  availability: { shipToLocationAvailability: { quantity: 1 } },
  condition: 'USED_GOOD',
  product: {
    title: 'The Hobbit by J. R. R. Tolkien (hardback)',
    imageUrls: ['https://photos.example/1.jpg'],
    aspects: { Author: ['J. R. R. Tolkien'], Format: ['Hardcover'] },
  },
};
const putItem = (body: unknown, extra: Partial<CheckedRequest> = {}): CheckedRequest => ({
  method: 'PUT',
  url: '/sell/inventory/v1/inventory_item/01JSKU',
  headers,
  body: JSON.stringify(body),
  ...extra,
});

describe('the eBay stand-in’s contract check', () => {
  it('accepts an inventory item of the contract’s shape, item specifics as eBay documents them', () => {
    expect(check.check(putItem(inventoryItem))).toEqual({
      ok: true,
      operationId: 'createOrReplaceInventoryItem',
    });
  });

  it('refuses a field of the wrong type, naming where it is', () => {
    const result = check.check(
      putItem({ ...inventoryItem, availability: { shipToLocationAvailability: { quantity: 'one' } } }),
    );
    expect(result).toEqual({
      ok: false,
      problem: { status: 400, reason: 'availability.shipToLocationAvailability.quantity: must be integer' },
    });
  });

  it('refuses a field the contract does not define (eBay would drop it silently)', () => {
    const result = check.check(putItem({ ...inventoryItem, product: { titel: 'typo' } }));
    expect(result).toEqual({ ok: false, problem: { status: 400, reason: 'product: unknown field titel' } });
  });

  it('refuses item specifics sent as one string', () => {
    const result = check.check(putItem({ product: { aspects: 'Author: Tolkien' } }));
    expect(result.ok).toBe(false);
  });

  it('refuses a request without a header the contract requires', () => {
    expect(check.check(putItem(inventoryItem, { headers: { 'content-type': 'application/json' } }))).toEqual({
      ok: false,
      problem: { status: 400, reason: 'Missing required header parameter Content-Language.' },
    });
  });

  it('refuses a body that is not JSON, and a missing body where one is required', () => {
    expect(check.check(putItem(undefined, { body: '{not json' }))).toMatchObject({
      ok: false,
      problem: { reason: 'The body is not JSON.' },
    });
    expect(check.check(putItem(undefined, { body: undefined }))).toMatchObject({
      ok: false,
      problem: { reason: 'createOrReplaceInventoryItem needs a JSON body.' },
    });
  });

  it('refuses a query parameter the contract requires and accepts it when present', () => {
    const policies = { method: 'GET', headers, body: undefined };
    expect(check.check({ ...policies, url: '/sell/account/v1/return_policy' })).toMatchObject({
      ok: false,
      problem: { status: 400, reason: 'Missing required query parameter marketplace_id.' },
    });
    expect(
      check.check({ ...policies, url: '/sell/account/v1/return_policy?marketplace_id=EBAY_GB' }),
    ).toEqual({
      ok: true,
      operationId: 'getReturnPolicies',
    });
  });

  it('takes a literal path before a path parameter', () => {
    const fees = check.check({
      method: 'POST',
      url: '/sell/inventory/v1/offer/get_listing_fees',
      headers,
      body: JSON.stringify({ offers: [{ offerId: '9000' }] }),
    });
    expect(fees).toEqual({ ok: true, operationId: 'getListingFees' });
  });

  it.each([
    ['POST', '/sell/inventory/v1/offer/9000/publish/', 'publishOffer'],
    [
      'GET',
      '/sell/fulfillment/v1/order?filter=lastmodifieddate:%5B2026-12-01T00:00:00.000Z..%5D',
      'getOrders',
    ],
    ['GET', '/sell/inventory/v1/offer?sku=01JSKU', 'getOffers'],
    ['GET', '/commerce/notification/v1/public_key/abc', 'getPublicKey'],
  ])('finds %s %s in the contracts', (method, url, operationId) => {
    expect(check.check({ method, url, headers, body: undefined })).toEqual({ ok: true, operationId });
  });

  it('answers 404 for an operation no contract has', () => {
    expect(
      check.check({ method: 'DELETE', url: '/sell/inventory/v1/offer', headers, body: undefined }),
    ).toEqual({
      ok: false,
      problem: { status: 404, reason: "No operation DELETE /sell/inventory/v1/offer in eBay's contracts." },
    });
  });
});
