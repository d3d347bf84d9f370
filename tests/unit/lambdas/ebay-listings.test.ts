import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ebayServerTexts } from '#domain/messages.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { handler } from '#lambdas/ebay-listings/handler.ts';
import type { EbayListings } from '#lambdas/lib/ports/ebay-listings.ts';
import { EbayNotConnectedError } from '#lambdas/lib/ports/ebay-access.ts';
import { replaceServices, resetServices } from '#lambdas/lib/runtime/services.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { storedListing } from '#tests/support/listing-builder.ts';
import { accessClaims, fixtureEvent, fixtureListingId, invoke, otherUser } from './lambda-test-kit';

// The ebay-listings function's boundary (docs/product.md#list-on-ebay): its strict body, its
// dispatch and its refusals, on in-memory ports and an eBay that records whether it was
// reached. The use cases against eBay's stand-in are in tests/integration/list-on-ebay.test.ts.

let services: InMemoryServices;
let ebayReached: string[];

const notConnectedEbay = new Proxy({} as EbayListings, {
  get: (_, name) => async () => {
    ebayReached.push(String(name));
    throw new EbayNotConnectedError();
  },
});

const prepare = (body: unknown, claims?: Record<string, string>) =>
  invoke(handler, fixtureEvent('ebay-listings-prepare', { body, ...(claims && { claims }) }));
const publish = (body: unknown) => invoke(handler, fixtureEvent('ebay-listings-publish', { body }));

beforeEach(async () => {
  services = useInMemoryServices();
  ebayReached = [];
  replaceServices({ ebayFor: () => notConnectedEbay });
  await services.listings.createOnce(
    storedListing(fixtureListingId, { stage: 'saved', country: 'GB', user_fields: { title: 'Jacket' } }),
  );
});
afterEach(() => resetServices());

describe('the List on eBay body', () => {
  it.each([
    ['an unknown field', { title: 'Jacket' }],
    ['an empty category', { categoryId: '' }],
    ['a category id too long to be one', { categoryId: '1'.repeat(33) }],
    ['an empty condition', { conditionId: '' }],
    ['an empty postcode', { postcode: '' }],
    ['a postcode longer than eBay keeps', { postcode: 'S'.repeat(17) }],
    ['an empty item specific', { aspects: { Department: '' } }],
    ['an item specific value longer than eBay keeps', { aspects: { Department: 'M'.repeat(51) } }],
    ['an item specific name longer than eBay keeps', { aspects: { ['N'.repeat(41)]: 'Men' } }],
    ['an item specific that is not text', { aspects: { Department: 3 } }],
    [
      '31 item specifics',
      { aspects: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`Aspect ${i}`, 'x'])) },
    ],
  ])('refuses %s with a 400, before anything reaches eBay', async (_, body) => {
    const reply = await prepare(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('bad_request');
    expect(ebayReached).toEqual([]);
  });

  it('takes 30 item specifics, a postcode and a category', async () => {
    const aspects = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`Aspect ${i}`, 'x']));
    const reply = await prepare({ aspects, postcode: 'SW1A 1AA', categoryId: '57988', conditionId: '3000' });
    expect(reply.status).not.toBe(400);
  });
});

describe('POST /api/listings/{id}/ebay/prepare and /publish', () => {
  it('answers 409 with the sentence when the seller has not connected eBay', async () => {
    for (const reply of [await prepare({}), await publish({})]) {
      expect(reply.status).toBe(409);
      expect(reply.body.error.message).toBe(ebayListingTexts.notConnected);
    }
  });

  it('answers 404 for another user’s item, and eBay is never reached', async () => {
    const reply = await prepare({}, accessClaims(otherUser.sub));
    expect(reply.status).toBe(404);
    expect(ebayReached).toEqual([]);
  });

  it('answers 503 in Connect eBay’s words where the eBay app is not set up', async () => {
    resetServices();
    services = useInMemoryServices();
    await services.listings.createOnce(storedListing(fixtureListingId, { stage: 'saved', country: 'GB' }));
    const reply = await prepare({});
    expect(reply.status).toBe(503);
    expect(reply.body.error.message).toBe(ebayServerTexts.notSetUp);
  });
});
